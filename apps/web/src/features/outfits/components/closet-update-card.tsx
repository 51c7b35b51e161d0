import type { Closet } from "@cbm/contracts";
import { Anchor, Card, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Picture } from "../../../components/picture.tsx";
import { countOf } from "../../../lib/count-of.ts";
import { AuthorLine, TimeAgo } from "./author-line.tsx";
import classes from "./outfits.module.css";

const PREVIEW_TILES = 4;
/** Half a feed card. */
const TILE_SIZES = "(min-width: 75em) 150px, (min-width: 48em) 17vw, 25vw";

/** A closet its owner added pieces to lately: four of the newest, and the way to the closet. */
export function ClosetUpdateCard({ closet, priority = false }: { closet: Closet; priority?: boolean }) {
  const blanks = Math.max(0, PREVIEW_TILES - closet.preview.length);
  return (
    <Card withBorder radius="lg" padding={0} h="100%" className={classes.card} component="article">
      <Stack gap="xs" p={{ base: "xs", sm: "sm" }}>
        <AuthorLine
          size={32}
          person={closet.owner}
          meta={
            <>
              added to a closet · <TimeAgo iso={closet.updatedAt} />
            </>
          }
        />
      </Stack>
      <Link to={`/wall/closets/${closet.id}`} className={classes.imageLink} tabIndex={-1} aria-hidden>
        <div className={classes.preview}>
          {closet.preview.slice(0, PREVIEW_TILES).map((image) => (
            <Picture key={image.url} image={image} alt="" sizes={TILE_SIZES} ratio={1} priority={priority} />
          ))}
          {Array.from({ length: blanks }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: empty tiles have nothing else to tell them apart
            <div key={index} className={classes.previewEmpty} />
          ))}
        </div>
      </Link>
      <Stack gap={2} p={{ base: "xs", sm: "sm" }}>
        <Anchor
          component={Link}
          to={`/wall/closets/${closet.id}`}
          ff="heading"
          fz={{ base: "md", sm: "lg" }}
          fw={600}
          c="inherit"
          underline="hover"
          lineClamp={1}
        >
          {closet.name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {countOf(closet.itemCount, "piece")}
        </Text>
      </Stack>
    </Card>
  );
}
