import type { Closet, ClosetItem } from "@cbm/contracts";
import { Button, EmptyState, Stack } from "@mantine/core";
import { IconHanger } from "@tabler/icons-react";
import { keepPreviousData, useInfiniteQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { EmptyInvitation } from "../../../components/empty-invitation.tsx";
import { NoMatches } from "../../../components/no-matches.tsx";
import { ReportDialog } from "../../reports/index.ts";
import { closetItemsQuery, closetQuery, closetsKeys } from "../api.ts";
import { ClosetHeader } from "../components/closet-header.tsx";
import { DeleteClosetDialog } from "../components/delete-dialogs.tsx";
import { ItemDrawer } from "../components/item-drawer.tsx";
import { type FilterChange, ItemFilterBar } from "../components/item-filters.tsx";
import { ItemGrid } from "../components/item-grid.tsx";
import { Unavailable } from "../components/unavailable.tsx";
import { type ClosetSearch, parseClosetSearch } from "../search-params.ts";
import { knownFilters } from "../wording.ts";

function NoItems({ closet, filtered, onClear }: { closet: Closet; filtered: boolean; onClear: () => void }) {
  if (filtered)
    return (
      <NoMatches
        title="No pieces match these filters"
        description="Try another category, colour or season."
        onClear={onClear}
      />
    );
  return closet.isOwner ? (
    <EmptyInvitation
      py={48}
      icon={<IconHanger size={28} aria-hidden />}
      title="This closet is empty"
      description="Add its first pieces from photos: a minute each, and many in a row."
    >
      <Button
        renderRoot={(props) => <Link to="/closet/new-item" search={{ closetId: closet.id }} {...props} />}
      >
        Add items
      </Button>
    </EmptyInvitation>
  ) : (
    <EmptyState
      py={48}
      variant="light"
      icon={<IconHanger size={28} aria-hidden />}
      title="Nothing here yet"
      description={`${closet.owner.fullName} has not added pieces to this closet yet.`}
    />
  );
}

function ClosetItems({ closet, search }: { closet: Closet; search: ClosetSearch }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const filters = knownFilters(search);
  const items = useInfiniteQuery({
    ...closetItemsQuery(closet.id, filters),
    placeholderData: keepPreviousData,
  });
  const filtered = Object.keys(filters).length > 0;

  const go = (next: ClosetSearch, replace = false) => void navigate({ to: ".", search: next, replace });
  const filter = (change: FilterChange) => go(parseClosetSearch({ ...filters, ...change }));
  const open = (item: ClosetItem) => {
    // The drawer shows it at once; the list already holds it.
    queryClient.setQueryData(closetsKeys.item(item.id), item);
    go({ ...filters, item: item.id });
  };

  return (
    <Stack gap="lg">
      <ItemFilterBar filters={filters} onChange={filter} onClear={() => go({})} />
      <ItemGrid
        query={items}
        onOpen={open}
        empty={<NoItems closet={closet} filtered={filtered} onClear={() => go({})} />}
      />
      <ItemDrawer
        itemId={search.item}
        closetName={closet.name}
        owner={closet.isOwner}
        onClose={() => go(filters, true)}
      />
    </Stack>
  );
}

/** `/wall/closets/{id}`: a closet with its items, filtered by category, colour and season in the URL. */
export function ClosetPage() {
  const { id = "" } = useParams({ strict: false });
  const search: ClosetSearch = useSearch({ strict: false });
  const { data: closet } = useSuspenseQuery(closetQuery(id));
  const [dialog, setDialog] = useState<"delete" | "report" | null>(null);
  const close = () => setDialog(null);

  if (!closet) return <Unavailable what="closet" />;
  return (
    <Stack gap="xl" maw={1200}>
      <ClosetHeader
        closet={closet}
        onDelete={() => setDialog("delete")}
        onReport={() => setDialog("report")}
      />
      <ClosetItems closet={closet} search={search} />
      {closet.isOwner ? (
        <DeleteClosetDialog closet={closet} opened={dialog === "delete"} onClose={close} />
      ) : (
        <ReportDialog
          opened={dialog === "report"}
          onClose={close}
          reported={{ kind: "closet", id: closet.id }}
          target="this closet"
        />
      )}
    </Stack>
  );
}
