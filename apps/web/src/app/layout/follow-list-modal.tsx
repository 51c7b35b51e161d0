import { Avatar, Button, Group, Modal, Skeleton, Stack, Text } from "@mantine/core";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type FollowListKind, followListQuery } from "../../features/users/index.ts";

const TITLE = { followers: "Followers", following: "Following" } as const;

const EMPTY = {
  followers: "You have no followers.",
  following: "You are not following anyone.",
} as const;

function RowsSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading people">
      {[1, 2, 3].map((row) => (
        <Group key={row} gap="sm" aria-hidden>
          <Skeleton circle height={38} />
          <Skeleton height={14} width="50%" />
        </Group>
      ))}
    </Stack>
  );
}

/** The people of the list, loaded when the modal opens, a page at a time. */
function People({ kind, onView }: { kind: FollowListKind; onView: () => void }) {
  const list = useInfiniteQuery(followListQuery(kind));
  if (list.isPending) return <RowsSkeleton />;
  if (list.isError)
    return (
      <Stack gap="sm" align="flex-start">
        <Text c="dimmed">We could not load this list.</Text>
        <Button variant="light" size="xs" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  const people = list.data.pages.flatMap((page) => page.items);
  if (people.length === 0) return <Text c="dimmed">{EMPTY[kind]}</Text>;
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
        {people.map((person) => (
          <Group component="li" key={person.id} justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Avatar src={person.avatar} alt="" name={person.fullName} color="rose" radius="xl" />
              <Text truncate>{person.fullName}</Text>
            </Group>
            <Button
              size="xs"
              variant="light"
              component={Link}
              to={`/users/profile/${person.id}`}
              onClick={onView}
              aria-label={`View ${person.fullName}`}
            >
              view
            </Button>
          </Group>
        ))}
      </Stack>
      {list.hasNextPage && (
        <Button variant="subtle" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          Load more
        </Button>
      )}
    </Stack>
  );
}

/** The followers or following list of the sidebar; each row's 'view' leads to the profile. */
export function FollowListModal({
  kind,
  opened,
  onClose,
  onView = onClose,
}: {
  kind: FollowListKind;
  opened: boolean;
  onClose: () => void;
  /** After a row's 'view' was clicked; closing the modal by default. */
  onView?: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={TITLE[kind]} centered>
      <People kind={kind} onView={onView} />
    </Modal>
  );
}
