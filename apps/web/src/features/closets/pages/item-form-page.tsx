import type { Closet, ClosetItem } from "@cbm/contracts";
import { Button } from "@mantine/core";
import { IconHanger } from "@tabler/icons-react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { EmptyInvitation } from "../../../components/empty-invitation.tsx";
import { notify } from "../../../lib/notify.ts";
import { useSession } from "../../../lib/use-session.ts";
import { BeyondPlanNote, useBeyondPlan } from "../../subscriptions/index.ts";
import { itemQuery, myClosetsQuery } from "../api.ts";
import { AddedItems } from "../components/added-items.tsx";
import { DeleteItemDialog } from "../components/delete-dialogs.tsx";
import { ItemForm } from "../components/item-form.tsx";
import { PageFrame } from "../components/page-frame.tsx";
import { Unavailable } from "../components/unavailable.tsx";
import type { ItemFormSearch } from "../search-params.ts";
import { itemName } from "../wording.ts";

function NoClosetYet() {
  return (
    <EmptyInvitation
      py={64}
      width={480}
      icon={<IconHanger size={32} aria-hidden />}
      title="Start with a closet"
      description="Items live in closets. Make your first one, then add its pieces from photos."
    >
      <Button component={Link} to="/closet/new">
        Create a closet
      </Button>
    </EmptyInvitation>
  );
}

function NewItem({ closets, closetId }: { closets: Closet[]; closetId?: string }) {
  const navigate = useNavigate();
  const [added, setAdded] = useState<ClosetItem[]>([]);
  const start = closets.some((closet) => closet.id === closetId) ? closetId : closets[0]?.id;
  const closetName = (id: string) => closets.find((closet) => closet.id === id)?.name ?? "your closet";

  const saved = (item: ClosetItem, another: boolean) => {
    if (!another) {
      void navigate({ to: `/wall/closets/${item.closetId}` });
      return;
    }
    setAdded((items) => [item, ...items]);
    notify.success(`${itemName(item)} is in ${closetName(item.closetId)}. Add the next one.`);
    window.scrollTo({ top: 0, behavior: "smooth" });
  };

  return (
    <PageFrame
      eyebrow="New item"
      title="Add to your closet"
      lead="A photo, what it is and its colours are all it takes; the rest helps you find and style it later."
    >
      <ItemForm
        closets={closets}
        closetId={start}
        onSaved={saved}
        onCancel={() => void navigate({ to: start ? `/wall/closets/${start}` : "/wall/closets" })}
      />
      <AddedItems items={added} />
    </PageFrame>
  );
}

function EditItem({ id, closets }: { id: string; closets: Closet[] }) {
  const navigate = useNavigate();
  const { data: item } = useSuspenseQuery(itemQuery(id));
  const [deleting, setDeleting] = useState(false);
  const beyond = useBeyondPlan("closetItems", item?.createdAt);

  // Only the owner edits: the item must be in one of their closets.
  if (!item || !closets.some((closet) => closet.id === item.closetId)) return <Unavailable what="item" />;
  const toCloset = (closetId: string, search: { item?: string } = {}) =>
    void navigate({ to: `/wall/closets/${closetId}`, search });
  return (
    <PageFrame
      eyebrow="Edit item"
      title={itemName(item)}
      lead="Change its details, or move it to another closet."
    >
      {beyond && <BeyondPlanNote kind="closetItems" plan={beyond} />}
      <ItemForm
        item={item}
        readOnly={Boolean(beyond)}
        closets={closets}
        onSaved={(saved) => {
          notify.success("Your changes are saved.");
          toCloset(saved.closetId, { item: saved.id });
        }}
        onCancel={() => toCloset(item.closetId, { item: item.id })}
        onDelete={() => setDeleting(true)}
      />
      <DeleteItemDialog
        item={item}
        opened={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={() => toCloset(item.closetId)}
      />
    </PageFrame>
  );
}

/** `/closet/new-item`: add items to one's closets from photos, many in a row; `?edit={id}` changes one. */
export function ItemFormPage() {
  const { closetId, edit }: ItemFormSearch = useSearch({ strict: false });
  const userId = useSession()?.user?.id ?? "";
  const { data: mine } = useSuspenseQuery(myClosetsQuery(userId));

  if (edit) return <EditItem key={edit} id={edit} closets={mine.items} />;
  if (mine.items.length === 0) return <NoClosetYet />;
  return <NewItem closets={mine.items} closetId={closetId} />;
}
