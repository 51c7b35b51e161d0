import type { OutfitDetails } from "@cbm/contracts";
import { ActionIcon, Button, Group, Menu, Modal, Stack, Text } from "@mantine/core";
import { IconDots, IconFlag, IconPencil, IconTrash } from "@tabler/icons-react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { notify } from "../../../lib/notify.ts";
import { ReportDialog } from "../../reports/index.ts";
import { useDeleteOutfit } from "../api.ts";

function DeleteOutfitDialog({
  outfit,
  opened,
  onClose,
}: {
  outfit: OutfitDetails;
  opened: boolean;
  onClose: () => void;
}) {
  const remove = useDeleteOutfit();
  const navigate = useNavigate();
  const confirm = () =>
    remove.mutate(outfit.id, {
      onSuccess: ({ message }) => {
        notify.success(message);
        void navigate({ to: `/users/profile/${outfit.author.id}`, replace: true });
      },
      onError: notify.error,
    });
  return (
    <Modal opened={opened} onClose={onClose} title="Delete this outfit?" centered size="sm">
      <Stack gap="md">
        <Text size="sm">
          It leaves your profile and every feed, with its likes, saves and comments. The pieces stay in your
          closets. This cannot be undone.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red.9" loading={remove.isPending} onClick={confirm}>
            Delete outfit
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Behind "more": Edit and Delete for the author, Report for everyone else. */
export function OutfitMenu({ outfit }: { outfit: OutfitDetails }) {
  const [dialog, setDialog] = useState<"delete" | "report" | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      <Menu position="bottom-end" shadow="md" width={200}>
        <Menu.Target>
          <ActionIcon variant="default" size="input-sm" aria-label="More actions for this outfit">
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {outfit.isAuthor ? (
            <>
              <Menu.Item
                renderRoot={(props) => (
                  <Link to="/wall/outfit/details" search={{ edit: outfit.id }} {...props} />
                )}
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                Edit outfit
              </Menu.Item>
              <Menu.Item
                color="red.9"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setDialog("delete")}
              >
                Delete outfit
              </Menu.Item>
            </>
          ) : (
            <Menu.Item leftSection={<IconFlag size={16} aria-hidden />} onClick={() => setDialog("report")}>
              Report outfit
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {outfit.isAuthor ? (
        <DeleteOutfitDialog outfit={outfit} opened={dialog === "delete"} onClose={close} />
      ) : (
        <ReportDialog
          opened={dialog === "report"}
          onClose={close}
          reported={{ kind: "outfit", id: outfit.id }}
          target="this outfit"
        />
      )}
    </>
  );
}
