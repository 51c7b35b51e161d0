import { type InfluencerListItem, STYLE_ATTRIBUTE_LABELS } from "@cbm/contracts";
import { Badge, Card, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconBuildingStore } from "@tabler/icons-react";
import { countOf } from "../../../lib/count-of.ts";
import { FollowButton, PersonCardHeading, PersonCardShape } from "../../users/index.ts";

const AVATAR_SIZE = 64;

/** One influencer to discover: who they are, what they create, their store, and a follow button. */
export function InfluencerCard({ influencer }: { influencer: InfluencerListItem }) {
  return (
    <Card withBorder radius="lg" padding="lg" h="100%" bg="var(--cbm-paper)">
      <Stack gap="sm" h="100%">
        <PersonCardHeading person={influencer} avatarSize={AVATAR_SIZE}>
          <Text size="sm" c="dimmed">
            {countOf(influencer.followerCount, "follower")}
          </Text>
        </PersonCardHeading>
        <Text size="sm" lineClamp={2} c={influencer.headline ? undefined : "dimmed"}>
          {influencer.headline ?? "Setting up their profile."}
        </Text>
        {influencer.categories.length > 0 && (
          <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Styles">
            {influencer.categories.map((category) => (
              <Badge
                key={category}
                component="li"
                variant="light"
                color="rose"
                radius="sm"
                tt="none"
                fw={500}
              >
                {STYLE_ATTRIBUTE_LABELS[category]}
              </Badge>
            ))}
          </Group>
        )}
        <Group justify="space-between" wrap="nowrap" mt="auto" pt={4}>
          {influencer.storeName ? (
            <Group gap={6} wrap="nowrap" miw={0}>
              <IconBuildingStore size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" truncate>
                <Text span size="sm" c="dimmed">
                  Store:{" "}
                </Text>
                {influencer.storeName}
              </Text>
            </Group>
          ) : (
            <span />
          )}
          <FollowButton person={influencer} size="xs" style={{ flexShrink: 0 }} />
        </Group>
      </Stack>
    </Card>
  );
}

/** The shape of a card while influencers load. */
export function InfluencerCardSkeleton() {
  return (
    <PersonCardShape avatarSize={AVATAR_SIZE} subLineWidth="40%" footLineWidth={110}>
      <Skeleton height={12} />
      <Group gap={6}>
        <Skeleton height={18} width={70} />
        <Skeleton height={18} width={60} />
      </Group>
    </PersonCardShape>
  );
}
