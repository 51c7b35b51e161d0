import type { Closet, ClosetItem } from "@cbm/contracts";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { notify } from "../../../lib/notify.ts";
import { useDeleteCloset, useDeleteItem } from "../api.ts";
import { itemCount, itemName } from "../wording.ts";

interface ConfirmProps {
  opened: boolean;
  onClose: () => void;
}

/** Asks before something is deleted for good; Cancel is the easy way out. */
function ConfirmDelete({
  opened,
  onClose,
  title,
  text,
  pending,
  onConfirm,
}: ConfirmProps & { title: string; text: string; pending: boolean; onConfirm: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="lg">
        <Text size="sm">{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red.9" loading={pending} onClick={onConfirm}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Deletes a closet with its items once confirmed, then goes to the closets of the wall. */
export function DeleteClosetDialog({ closet, ...props }: ConfirmProps & { closet: Closet }) {
  const remove = useDeleteCloset();
  const navigate = useNavigate();
  const items =
    closet.itemCount === 0 ? "It has no items." : `Its ${itemCount(closet.itemCount)} go with it.`;
  return (
    <ConfirmDelete
      {...props}
      title={`Delete ${closet.name}?`}
      text={`${items} This cannot be undone.`}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(closet.id, {
          onSuccess: ({ message }) => {
            notify.success(message);
            void navigate({ to: "/wall/closets" });
          },
          onError: notify.error,
        })
      }
    />
  );
}

/** Deletes an item once confirmed; `onDeleted` says where to go then. */
export function DeleteItemDialog({
  item,
  onDeleted,
  ...props
}: ConfirmProps & { item: ClosetItem; onDeleted: () => void }) {
  const remove = useDeleteItem();
  return (
    <ConfirmDelete
      {...props}
      title={`Delete ${itemName(item)}?`}
      text="It leaves this closet for good. This cannot be undone."
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(item.id, {
          onSuccess: ({ message }) => {
            notify.success(message);
            onDeleted();
          },
          onError: notify.error,
        })
      }
    />
  );
}
