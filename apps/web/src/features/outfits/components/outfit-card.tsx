import type { Outfit } from "@cbm/contracts";
import { Box, Card, Group, Skeleton, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Picture } from "../../../components/picture.tsx";
import { AuthorLine, TimeAgo } from "./author-line.tsx";
import classes from "./outfits.module.css";
import { Reactions } from "./reactions.tsx";

/** Feed cards are portrait, like the collages; photos of other shapes are cropped to fit. */
export const CARD_RATIO = 4 / 5;

/** The width of a card in the feeds' grid: two columns on phones, three on tablets, four from 75em. */
export const CARD_SIZES = "(min-width: 75em) 300px, (min-width: 48em) 33vw, 50vw";

const ALT_CAPTION_MAX = 100;

/** How an outfit's picture is named: its author and the start of its caption. */
export function outfitAlt(outfit: Outfit) {
  const by = `Outfit by ${outfit.author.fullName}`;
  if (!outfit.caption) return by;
  const caption =
    outfit.caption.length > ALT_CAPTION_MAX ? `${outfit.caption.slice(0, ALT_CAPTION_MAX)}…` : outfit.caption;
  return `${by}: ${caption}`;
}

/** An outfit in a feed: its picture (to the outfit), who made it, the caption's start, and reactions. */
export function OutfitCard({ outfit, priority = false }: { outfit: Outfit; priority?: boolean }) {
  return (
    <Card withBorder radius="lg" padding={0} h="100%" className={classes.card} component="article">
      <Link to={`/wall/outfit/${outfit.id}`} className={classes.imageLink}>
        <Picture
          image={outfit.image}
          alt={outfitAlt(outfit)}
          sizes={CARD_SIZES}
          ratio={CARD_RATIO}
          priority={priority}
        />
      </Link>
      <Stack gap="xs" p={{ base: "xs", sm: "sm" }} flex={1}>
        <AuthorLine person={outfit.author} size={32} meta={<TimeAgo iso={outfit.createdAt} />} />
        {outfit.caption && (
          <Text size="sm" lineClamp={2}>
            {outfit.caption}
          </Text>
        )}
        {/* The buttons' own padding lines their icons up with the text above; the reactions of a row's
            cards line up at their feet, whatever the captions' length. */}
        <Box ml={-6} mt="auto">
          <Reactions outfit={outfit} size="sm" />
        </Box>
      </Stack>
    </Card>
  );
}

/** The shape of a card while a feed loads: the picture's box, a name, two lines. */
export function CardSkeleton() {
  return (
    <Card withBorder radius="lg" padding={0} className={classes.card} aria-hidden>
      <Skeleton radius={0} style={{ aspectRatio: CARD_RATIO }} />
      <Stack gap="sm" p={{ base: "xs", sm: "sm" }}>
        <Group gap="sm">
          <Skeleton circle height={32} />
          <Skeleton height={12} width="40%" />
        </Group>
        <Skeleton height={10} />
        <Skeleton height={10} width="60%" />
      </Stack>
    </Card>
  );
}
