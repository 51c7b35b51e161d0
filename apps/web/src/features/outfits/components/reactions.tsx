import type { Outfit } from "@cbm/contracts";
import { Button, Group } from "@mantine/core";
import {
  IconBookmark,
  IconBookmarkFilled,
  IconHeart,
  IconHeartFilled,
  IconMessageCircle,
} from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { countOf } from "../../../lib/count-of.ts";
import { type Reaction, useReaction } from "../api.ts";

const LOOKS = {
  like: {
    name: "Like",
    noun: "like",
    on: IconHeartFilled,
    off: IconHeart,
    active: (outfit: Outfit) => outfit.liked,
  },
  save: {
    name: "Save",
    noun: "save",
    on: IconBookmarkFilled,
    off: IconBookmark,
    active: (outfit: Outfit) => outfit.saved,
  },
} as const;

const count = (value: number) => value.toLocaleString("en-US");

/** Like or Save, pressed when done; the change and its count show at once (see `useReaction`). */
/** A card's reactions are smaller than an outfit page's. */
type ReactionsSize = "sm" | "md";
const ICON_SIZES: Record<ReactionsSize, number> = { sm: 18, md: 20 };

function ReactionButton({
  outfit,
  reaction,
  size,
}: {
  outfit: Outfit;
  reaction: Reaction;
  size: ReactionsSize;
}) {
  const toggle = useReaction(reaction);
  const look = LOOKS[reaction];
  const active = look.active(outfit);
  const Icon = active ? look.on : look.off;
  const total = reaction === "like" ? outfit.likeCount : outfit.saveCount;
  return (
    <Button
      variant="subtle"
      color={active ? "rose" : "ink"}
      size={`compact-${size}`}
      px={size === "sm" ? 6 : undefined}
      leftSection={<Icon size={ICON_SIZES[size]} aria-hidden />}
      // The name holds the count the button shows, so voice control users can say what they see.
      aria-label={`${look.name}, ${countOf(total, look.noun)}`}
      aria-pressed={active}
      // One change at a time: a click while the last one is on its way is let go.
      onClick={() => !toggle.isPending && toggle.mutate(outfit)}
    >
      {count(total)}
    </Button>
  );
}

/** Likes, saves and the comments count (to the outfit's comments). */
export function Reactions({ outfit, size = "md" }: { outfit: Outfit; size?: ReactionsSize }) {
  return (
    <Group gap={size === "sm" ? 0 : 4} wrap="nowrap">
      <ReactionButton outfit={outfit} reaction="like" size={size} />
      <ReactionButton outfit={outfit} reaction="save" size={size} />
      <Button
        component={Link}
        to={`/wall/outfit/${outfit.id}`}
        hash="comments"
        variant="subtle"
        color="ink"
        size={`compact-${size}`}
        px={size === "sm" ? 6 : undefined}
        leftSection={<IconMessageCircle size={ICON_SIZES[size]} aria-hidden />}
        aria-label={countOf(outfit.commentCount, "comment")}
      >
        {count(outfit.commentCount)}
      </Button>
    </Group>
  );
}
