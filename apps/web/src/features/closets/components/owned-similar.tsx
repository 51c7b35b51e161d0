import type { Colour, ItemCategory } from "@cbm/contracts";
import { Anchor, Group, Text } from "@mantine/core";
import { IconHanger } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useSession } from "../../../lib/use-session.ts";
import { similarItemsCountQuery } from "../api.ts";

/**
 * Before buying: how many pieces of this category and colour the signed-in viewer already has, with the
 * way to their closets; nothing when there is none (or no one is signed in).
 */
export function OwnedSimilar({ category, colour }: { category: ItemCategory; colour: Colour }) {
  const userId = useSession()?.user?.id;
  const owned = useQuery({ ...similarItemsCountQuery(category, colour), enabled: Boolean(userId) });
  if (!userId || !owned.data) return null;
  return (
    <Group gap={8} wrap="nowrap">
      <IconHanger size={18} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm">
        You already own {owned.data} similar.{" "}
        <Anchor
          renderRoot={(props) => (
            <Link to={`/users/profile/${userId}`} search={{ tab: "closets" }} {...props} />
          )}
          fw={600}
        >
          See your closets
        </Anchor>
      </Text>
    </Group>
  );
}
