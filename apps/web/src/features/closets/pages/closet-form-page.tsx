import type { Closet } from "@cbm/contracts";
import { Button, Group } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { notify } from "../../../lib/notify.ts";
import { useSession } from "../../../lib/use-session.ts";
import { BeyondPlanNote, useBeyondPlan } from "../../subscriptions/index.ts";
import { closetQuery, myClosetsQuery } from "../api.ts";
import { ClosetForm } from "../components/closet-form.tsx";
import { DeleteClosetDialog } from "../components/delete-dialogs.tsx";
import { PageFrame } from "../components/page-frame.tsx";
import { Unavailable } from "../components/unavailable.tsx";
import type { ClosetFormSearch } from "../search-params.ts";

function NewCloset() {
  const navigate = useNavigate();
  const userId = useSession()?.user?.id ?? "";
  // Read before saving: a person's first closet goes straight on to its first items.
  const mine = useQuery(myClosetsQuery(userId));
  const first = mine.data?.total === 0;
  const saved = (closet: Closet) => {
    notify.success(`${closet.name} is ready.`);
    void navigate(
      first
        ? { to: "/closet/new-item", search: { closetId: closet.id } }
        : { to: `/wall/closets/${closet.id}` },
    );
  };
  return (
    <PageFrame
      eyebrow="New closet"
      title="Start a closet"
      lead="A closet gathers pieces that belong together: your whole wardrobe, a capsule for a trip, the shoes you love. You add the pieces next."
    >
      <ClosetForm onSaved={saved} onCancel={() => void navigate({ to: "/wall/closets" })} />
    </PageFrame>
  );
}

function EditCloset({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data: closet } = useSuspenseQuery(closetQuery(id));
  const [deleting, setDeleting] = useState(false);
  const beyond = useBeyondPlan("closets", closet?.createdAt);
  const toCloset = () => void navigate({ to: `/wall/closets/${id}` });

  if (!closet?.isOwner) return <Unavailable what="closet" />;
  return (
    <PageFrame
      eyebrow="Edit closet"
      title={closet.name}
      lead={
        beyond
          ? "You can look at it or delete it; your plan does not let you change it."
          : "Change its name, description, cover or who can see it."
      }
    >
      {beyond ? (
        <BeyondPlanNote kind="closets" plan={beyond} />
      ) : (
        <ClosetForm
          closet={closet}
          onSaved={() => {
            notify.success("Your changes are saved.");
            toCloset();
          }}
          onCancel={toCloset}
        />
      )}
      <Group justify="flex-start" pt="md" style={{ borderTop: "1px solid var(--cbm-line)" }}>
        <Button
          variant="subtle"
          color="red.9"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setDeleting(true)}
        >
          Delete this closet
        </Button>
      </Group>
      <DeleteClosetDialog closet={closet} opened={deleting} onClose={() => setDeleting(false)} />
    </PageFrame>
  );
}

/** `/closet/new`: create a closet; `?edit={id}` changes one of one's own, or deletes it. */
export function ClosetFormPage() {
  const { edit }: ClosetFormSearch = useSearch({ strict: false });
  return edit ? <EditCloset key={edit} id={edit} /> : <NewCloset />;
}
