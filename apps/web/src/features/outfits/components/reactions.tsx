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
function ReactionButton({ outfit, reaction }: { outfit: Outfit; reaction: Reaction }) {
  const toggle = useReaction(reaction);
  const look = LOOKS[reaction];
  const active = look.active(outfit);
  const Icon = active ? look.on : look.off;
  const total = reaction === "like" ? outfit.likeCount : outfit.saveCount;
  return (
    <Button
      variant="subtle"
      color={active ? "rose" : "ink"}
      size="compact-md"
      leftSection={<Icon size={20} aria-hidden />}
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
export function Reactions({ outfit }: { outfit: Outfit }) {
  return (
    <Group gap={4}>
      <ReactionButton outfit={outfit} reaction="like" />
      <ReactionButton outfit={outfit} reaction="save" />
      <Button
        component={Link}
        to={`/wall/outfit/${outfit.id}`}
        hash="comments"
        variant="subtle"
        color="ink"
        size="compact-md"
        leftSection={<IconMessageCircle size={20} aria-hidden />}
        aria-label={countOf(outfit.commentCount, "comment")}
      >
        {count(outfit.commentCount)}
      </Button>
    </Group>
  );
}
