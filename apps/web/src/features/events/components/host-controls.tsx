import type { Event } from "@cbm/contracts";
import { Button, Group } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconEdit, IconShoppingBag, IconUserPlus } from "@tabler/icons-react";
import { useNavigate } from "@tanstack/react-router";
import { notify } from "../../../lib/notify.ts";
import { useSession } from "../../../lib/use-session.ts";
import {
  inviteePickerQuery,
  ownProductsQuery,
  shopProductsQuery,
  useInvite,
  useShelfChange,
} from "../api.ts";
import { EventFormDialog } from "./event-form.tsx";
import { PickMany } from "./pick-many.tsx";
import { isCancellable, RemoveActions } from "./remove-actions.tsx";

function InviteButton({ event }: { event: Event }) {
  const [opened, dialog] = useDisclosure(false);
  const invite = useInvite();
  const send = async (userIds: string[]) => {
    try {
      const { invited } = await invite.mutateAsync({ id: event.id, userIds });
      notify.success(invited === 1 ? "1 person is invited." : `${invited} people are invited.`);
    } catch (error) {
      notify.error(error);
      throw error;
    }
  };
  return (
    <>
      <Button variant="default" leftSection={<IconUserPlus size={16} aria-hidden />} onClick={dialog.open}>
        Invite
      </Button>
      <PickMany
        title="Invite people"
        opened={opened}
        onClose={dialog.close}
        searchLabel="Search people"
        query={inviteePickerQuery}
        emptyText={(keyword) =>
          keyword ? "No one of that name." : "You have no followers yet: search for people by name."
        }
        submitLabel={(count) => (count > 1 ? `Invite ${count} people` : "Invite")}
        onSubmit={send}
        busy={invite.isPending}
      />
    </>
  );
}

function ProductsButton({ event }: { event: Event }) {
  const [opened, dialog] = useDisclosure(false);
  const shelf = useShelfChange();
  const retailer = useSession()?.user?.roles.includes("retailer") ?? false;
  const add = async (productIds: string[]) => {
    try {
      await shelf.mutateAsync({ id: event.id, productIds, add: true });
      notify.success(
        productIds.length === 1 ? "The product is on the event." : "The products are on the event.",
      );
    } catch (error) {
      notify.error(error);
      throw error;
    }
  };
  return (
    <>
      <Button variant="default" leftSection={<IconShoppingBag size={16} aria-hidden />} onClick={dialog.open}>
        Add products
      </Button>
      <PickMany
        title="Add products"
        opened={opened}
        onClose={dialog.close}
        searchLabel={retailer ? "Search your products" : "Search the shop"}
        query={retailer ? ownProductsQuery : shopProductsQuery}
        emptyText={(keyword) =>
          keyword
            ? "No product matches."
            : retailer
              ? "Your shop has no active products yet."
              : "Type a product's name."
        }
        taken={new Set(event.products.map((product) => product.id))}
        submitLabel={(count) => (count > 1 ? `Add ${count} products` : "Add")}
        onSubmit={add}
        busy={shelf.isPending}
      />
    </>
  );
}

/** What the host (and an admin) may do on the event's page: edit, invite, the shelf, cancel, delete. */
export function HostControls({ event }: { event: Event }) {
  const [editing, editor] = useDisclosure(false);
  const navigate = useNavigate();
  const open = isCancellable(event);
  return (
    <Group gap="xs" role="group" aria-label="Host tools">
      {event.canEdit && open && (
        <>
          <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={editor.open}>
            Edit
          </Button>
          <InviteButton event={event} />
          <ProductsButton event={event} />
          <EventFormDialog
            opened={editing}
            onClose={editor.close}
            event={event}
            onSaved={(saved) => {
              editor.close();
              if (saved.slug !== event.slug)
                void navigate({ to: "/events/$slug", params: { slug: saved.slug } });
            }}
          />
        </>
      )}
      {event.canRemove && (
        <RemoveActions
          event={event}
          canCancel={event.canEdit}
          onDeleted={() => void navigate({ to: "/events" })}
        />
      )}
    </Group>
  );
}
