import type { PublicProfile } from "@cbm/contracts";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconBellOff, IconEyeOff, IconUserMinus } from "@tabler/icons-react";
import { useNavigate } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { notify } from "../../../lib/notify.ts";
import { useSetBlocked } from "../api.ts";

function Consequence({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      {icon}
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** Says what blocking does before it happens; once blocked, back to the people list. */
export function BlockDialog({
  person,
  opened,
  onClose,
}: {
  person: PublicProfile;
  opened: boolean;
  onClose: () => void;
}) {
  const block = useSetBlocked();
  const navigate = useNavigate();
  const iconStyle = { flexShrink: 0, marginTop: 2 };
  const confirm = () =>
    block.mutate(
      { id: person.id, blocked: true },
      {
        onSuccess: () => {
          notify.success(`You blocked ${person.fullName}. They will not be told.`);
          void navigate({ to: "/users/list" });
        },
        onError: notify.error,
      },
    );

  return (
    <Modal opened={opened} onClose={onClose} title={`Block ${person.fullName}?`} centered>
      <Stack gap="lg">
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
          <Consequence icon={<IconBellOff size={18} aria-hidden style={iconStyle} />}>
            {person.firstName} will not be told that you blocked them.
          </Consequence>
          <Consequence icon={<IconUserMinus size={18} aria-hidden style={iconStyle} />}>
            You will stop following each other, both ways.
          </Consequence>
          <Consequence icon={<IconEyeOff size={18} aria-hidden style={iconStyle} />}>
            Neither of you will find the other in search or see the other's profile.
          </Consequence>
        </Stack>
        <Text size="sm" c="dimmed">
          You can unblock them at any time in Settings; the follows do not come back.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red.9" loading={block.isPending} onClick={confirm}>
            Block
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
