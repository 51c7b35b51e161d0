import { Avatar, Button, Group, Modal, Stack, Text } from "@mantine/core";

export interface FollowListItem {
  id: string;
  avatar: string | null;
  fullName: string;
}

const EMPTY = {
  followers: "You have no followers.",
  following: "You are not following anyone.",
} as const;

/** The followers or following list of the sidebar; each row leads to the profile. */
export function FollowListModal({
  kind,
  opened,
  onClose,
  people,
}: {
  kind: "followers" | "following";
  opened: boolean;
  onClose: () => void;
  people: FollowListItem[];
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={kind === "followers" ? "Followers" : "Following"}
      centered
    >
      {people.length === 0 ? (
        <Text c="dimmed">{EMPTY[kind]}</Text>
      ) : (
        <Stack gap="sm">
          {people.map((person) => (
            <Group key={person.id} justify="space-between">
              <Group gap="sm">
                <Avatar src={person.avatar} alt="" radius="xl" />
                <Text>{person.fullName}</Text>
              </Group>
              <Button size="xs" variant="light" component="a" href={`/users/profile/${person.id}`}>
                view
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
