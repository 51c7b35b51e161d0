import { SimpleGrid, Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { LoadError } from "../../../components/load-error.tsx";
import { countOf } from "../../../lib/count-of.ts";
import { outfitsWithProductQuery } from "../api.ts";
import { OutfitCard } from "./outfit-card.tsx";

/** A product's page: the public looks made with it, the newest first; nothing when there is none. */
export function ProductLooks({ productId }: { productId: string }) {
  const looks = useQuery(outfitsWithProductQuery(productId));
  if (looks.isError)
    return (
      <LoadError title="The looks with this product could not load" onRetry={() => void looks.refetch()} />
    );
  if (!looks.data?.count) return null;
  return (
    <Stack component="section" gap="md" mt={{ base: "md", md: "xl" }} aria-labelledby="product-looks">
      <Title order={2} fz="h3" id="product-looks">
        Styled in {countOf(looks.data.count, "look")}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: "sm", sm: "lg" }}>
        {looks.data.items.map((outfit) => (
          <OutfitCard key={outfit.id} outfit={outfit} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
