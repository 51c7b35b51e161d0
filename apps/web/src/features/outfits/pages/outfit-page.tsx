import { labelOf, type OutfitDetails, type ProductDetails, VISIBILITY_LABELS } from "@cbm/contracts";
import { Anchor, Badge, Box, Divider, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Link, useParams } from "@tanstack/react-router";
import { LoadError } from "../../../components/load-error.tsx";
import { Picture } from "../../../components/picture.tsx";
import { FollowButton } from "../../users/index.ts";
import { outfitProductsQuery, outfitQuery, setAuthorFollowed } from "../api.ts";
import { AuthorLine, TimeAgo } from "../components/author-line.tsx";
import { Comments } from "../components/comments.tsx";
import { outfitAlt } from "../components/outfit-card.tsx";
import { OutfitItems } from "../components/outfit-items.tsx";
import { OutfitMenu } from "../components/outfit-menu.tsx";
import { OutfitUnavailable } from "../components/outfit-unavailable.tsx";
import { Reactions } from "../components/reactions.tsx";
import { ShopTheLook } from "../components/shop-the-look.tsx";

/** Half the page beside the details from 62em (the page is at most 1200px wide); the whole width below. */
const IMAGE_SIZES = "(min-width: 62em) 560px, 100vw";

/** Occasion, seasons and tags; a tag leads to the other outfits with it. */
function Labels({ outfit }: { outfit: OutfitDetails }) {
  return (
    <Group gap={6}>
      {outfit.visibility !== "public" && (
        <Badge variant="outline" color="ink">
          {VISIBILITY_LABELS[outfit.visibility].label}
        </Badge>
      )}
      {outfit.occasion && <Badge variant="light">{labelOf(outfit.occasion)}</Badge>}
      {outfit.seasons.map((season) => (
        <Badge key={season} variant="light" color="ink">
          {labelOf(season)}
        </Badge>
      ))}
      {outfit.tags.map((tag) => (
        <Anchor
          key={tag}
          renderRoot={(props) => <Link to="/wall/outfits" search={{ tag }} {...props} />}
          size="sm"
          underline="hover"
        >
          #{tag}
        </Anchor>
      ))}
    </Group>
  );
}

function Details({ outfit, products }: { outfit: OutfitDetails; products?: ProductDetails[] }) {
  const queryClient = useQueryClient();
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <AuthorLine person={outfit.author} size={48} meta={<TimeAgo iso={outfit.createdAt} />} />
        <Group gap="xs" wrap="nowrap">
          {!outfit.isAuthor && (
            <FollowButton
              person={outfit.author}
              size="sm"
              onFollowChange={(following) => setAuthorFollowed(queryClient, outfit.author.id, following)}
            />
          )}
          <OutfitMenu outfit={outfit} />
        </Group>
      </Group>
      <Stack gap="xs">
        <Text tt="uppercase" fw={600} c="rose.8" size="sm" lts={1}>
          {outfit.occasion ? `${labelOf(outfit.occasion)} outfit` : "Outfit"}
        </Text>
        <Title order={1}>A look by {outfit.author.fullName}</Title>
      </Stack>
      {outfit.caption && (
        <Text style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>{outfit.caption}</Text>
      )}
      <Labels outfit={outfit} />
      <Box ml={-8}>
        <Reactions outfit={outfit} />
      </Box>
      {outfit.items.length > 0 && (
        <>
          <Divider />
          <Title order={2} fz="h3">
            The pieces
          </Title>
          <OutfitItems items={outfit.items} products={products} />
        </>
      )}
    </Stack>
  );
}

/**
 * `/wall/outfit/{id}`: the outfit's picture, who made it, its pieces, the shop's products among them to buy,
 * reactions and comments.
 */
export function OutfitPage() {
  const { id = "" } = useParams({ strict: false });
  const { data: outfit } = useSuspenseQuery(outfitQuery(id));
  const products = useQuery({ ...outfitProductsQuery(id), enabled: Boolean(outfit) });

  if (!outfit) return <OutfitUnavailable />;
  return (
    <Stack gap={56} maw={1200}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
        <div>
          <Picture image={outfit.image} alt={outfitAlt(outfit)} sizes={IMAGE_SIZES} radius="lg" priority />
        </div>
        <Details outfit={outfit} products={products.data?.items} />
      </SimpleGrid>
      {products.isError && (
        <LoadError title="The look's shop products could not load" onRetry={() => void products.refetch()} />
      )}
      {products.data && products.data.items.length > 0 && (
        <ShopTheLook outfitId={outfit.id} products={products.data.items} />
      )}
      <div style={{ maxWidth: 720 }}>
        <Comments outfitId={outfit.id} count={outfit.commentCount} />
      </div>
    </Stack>
  );
}
