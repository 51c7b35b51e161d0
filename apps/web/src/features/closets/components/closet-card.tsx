import { type Closet, VISIBILITY_LABELS, type Visibility } from "@cbm/contracts";
import { Anchor, Avatar, Badge, type BadgeProps, Card, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconLock, IconUsers, IconWorld } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { itemCount } from "../wording.ts";
import { ClosetCover, ITEM_RATIO } from "./closet-cover.tsx";
import classes from "./closets.module.css";

/** Cards are a column of the grid: half a phone, then a third, a quarter. */
const CARD_SIZES = {
  whole: "(min-width: 75em) 25vw, (min-width: 48em) 33vw, 50vw",
  tile: "(min-width: 75em) 13vw, (min-width: 48em) 17vw, 25vw",
};

const VISIBILITY_ICONS: Record<Visibility, typeof IconWorld> = {
  public: IconWorld,
  followers: IconUsers,
  private: IconLock,
};

/** Who sees a closet: "Public", "Followers", "Private", with its icon. */
export function VisibilityBadge({ visibility, ...props }: { visibility: Visibility } & BadgeProps) {
  const Icon = VISIBILITY_ICONS[visibility];
  return (
    <Badge
      variant="white"
      color="ink"
      radius="sm"
      tt="none"
      fw={600}
      leftSection={<Icon size={12} aria-hidden />}
      title={VISIBILITY_LABELS[visibility].description}
      {...props}
    >
      {VISIBILITY_LABELS[visibility].label}
    </Badge>
  );
}

/** One closet: its pictures, name, owner and size; the whole card opens it. */
export function ClosetCard({ closet }: { closet: Closet }) {
  return (
    <Card withBorder radius="lg" padding="xs" h="100%" bg="var(--cbm-paper)" className={classes.card}>
      <div style={{ position: "relative" }}>
        <ClosetCover closet={closet} sizes={CARD_SIZES} />
        {closet.isOwner && (
          <VisibilityBadge visibility={closet.visibility} className={classes.badge} aria-label="Visibility" />
        )}
      </div>
      <Stack gap={8} px={6} pt="sm" pb={4}>
        <Anchor
          component={Link}
          to={`/wall/closets/${closet.id}`}
          className={classes.stretched}
          ff="heading"
          fz="lg"
          fw={600}
          lh={1.25}
          c="inherit"
          underline="hover"
          lineClamp={1}
        >
          {closet.name}
        </Anchor>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Anchor
            component={Link}
            to={`/users/profile/${closet.owner.id}`}
            className={classes.above}
            size="sm"
            c="dimmed"
            underline="hover"
            miw={0}
          >
            <Group gap={8} wrap="nowrap" component="span">
              <Avatar
                src={closet.owner.avatar}
                alt=""
                aria-hidden
                name={closet.owner.fullName}
                color="rose"
                size={24}
                radius="xl"
              />
              <Text span size="sm" truncate>
                {closet.owner.fullName}
              </Text>
            </Group>
          </Anchor>
          <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
            {itemCount(closet.itemCount)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

/** The shape of a card while closets load. */
export function ClosetCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="xs" bg="var(--cbm-paper)" aria-hidden>
      <Skeleton style={{ aspectRatio: ITEM_RATIO }} radius="md" />
      <Stack gap={10} px={6} pt="sm" pb={4}>
        <Skeleton height={18} width="70%" />
        <Group justify="space-between">
          <Skeleton height={14} width="45%" />
          <Skeleton height={14} width={48} />
        </Group>
      </Stack>
    </Card>
  );
}
