import type { UserListItem } from "@cbm/contracts";
import { Card, Group, Skeleton, Stack, Text } from "@mantine/core";
import { countOf } from "../../../lib/count-of.ts";
import { FollowButton } from "./follow-button.tsx";
import { PersonCardHeading } from "./person-card-heading.tsx";
import { PersonCardShape } from "./person-card-shape.tsx";
import { RoleBadges } from "./role-badges.tsx";

const AVATAR_SIZE = 56;

/** One person found: who they are, and a way to follow them without leaving the list. */
export function PersonCard({ person }: { person: UserListItem }) {
  return (
    <Card withBorder radius="lg" padding="lg" h="100%" bg="var(--cbm-paper)">
      <Stack gap="sm" h="100%">
        <PersonCardHeading person={person} avatarSize={AVATAR_SIZE}>
          <RoleBadges roles={person.roles} size="xs" />
        </PersonCardHeading>
        <Text size="sm" c="dimmed" fs={person.sign ? "italic" : undefined} lineClamp={2} flex={1}>
          {person.sign ?? "No sign yet."}
        </Text>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={500}>
            {countOf(person.followerCount, "follower")}
          </Text>
          <FollowButton person={person} size="xs" />
        </Group>
      </Stack>
    </Card>
  );
}

/** The shape of a card while people load. */
export function PersonCardSkeleton() {
  return (
    <PersonCardShape avatarSize={AVATAR_SIZE} subLineWidth="35%" footLineWidth={80}>
      <Skeleton height={12} />
      <Skeleton height={12} width="60%" />
    </PersonCardShape>
  );
}
