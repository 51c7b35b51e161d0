import type { ProductDetails } from "@cbm/contracts";
import { Modal, Skeleton, Stack } from "@mantine/core";
import { type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { LoadError } from "./load-error.tsx";
import { firstChoice, VariantPicker, whyUnavailable } from "./variant-picker.tsx";

/** What buying needs once a variant is chosen: the variant, or why none of the product can be bought. */
export interface Choice {
  variantId: string | null;
  unavailable?: string;
}

function Picker({ product, action }: { product: ProductDetails; action: (choice: Choice) => ReactNode }) {
  const [variantId, setVariantId] = useState(() => firstChoice(product.variants).variant?.id ?? null);
  return (
    <Stack gap="lg">
      <VariantPicker variants={product.variants} onChoose={(variant) => setVariantId(variant?.id ?? null)} />
      {action({ variantId, unavailable: whyUnavailable(product) })}
    </Stack>
  );
}

/**
 * A dialog to buy a product without leaving the page: its colours and sizes (read by `query` once opened),
 * then `action` (Add to cart, or a flash deal's Buy) for the variant chosen.
 */
export function ProductChoice<Key extends QueryKey>({
  query,
  title,
  opened,
  onClose,
  action,
}: {
  query: UseQueryOptions<ProductDetails, Error, ProductDetails, Key>;
  title: string;
  opened: boolean;
  onClose: () => void;
  action: (choice: Choice) => ReactNode;
}) {
  const product = useQuery({ ...query, enabled: opened });
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {product.isPending && (
        <Stack gap="sm" role="status" aria-label="Loading the sizes">
          <Skeleton height={28} width="60%" />
          <Skeleton height={28} width="80%" />
          <Skeleton height={40} />
        </Stack>
      )}
      {product.isError && (
        <LoadError title="The sizes could not load" onRetry={() => void product.refetch()} />
      )}
      {product.isSuccess && <Picker product={product.data} action={action} />}
    </Modal>
  );
}
