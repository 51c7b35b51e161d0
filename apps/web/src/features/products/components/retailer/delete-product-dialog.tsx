import { PRODUCT_ARCHIVED, type Product } from "@cbm/contracts";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { notify } from "../../../../lib/notify.ts";
import { useDeleteProduct } from "../../api.ts";

/**
 * Asks before a product goes. A product never ordered is deleted; one with orders is archived instead, and
 * the server's message says which happened.
 */
export function DeleteProductDialog({
  product,
  onClose,
  onDone,
}: {
  product: Pick<Product, "id" | "title"> | null;
  onClose: () => void;
  /** With the server's message, and whether the product was archived rather than deleted. */
  onDone?: (message: string, archived: boolean) => void;
}) {
  const remove = useDeleteProduct();
  const confirm = () => {
    if (!product) return;
    remove.mutate(product.id, {
      onSuccess: ({ message }) => {
        notify.success(message);
        onClose();
        onDone?.(message, message === PRODUCT_ARCHIVED);
      },
      onError: notify.error,
    });
  };
  return (
    <Modal opened={product !== null} onClose={onClose} title="Delete this product?" centered>
      {product && (
        <Stack gap="lg">
          <Text>
            <Text span fw={600}>
              {product.title}
            </Text>{" "}
            leaves your store and the shop. If it has been ordered, it is archived instead, so its orders keep
            it.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="subtle" color="ink" onClick={onClose} disabled={remove.isPending}>
              Keep it
            </Button>
            <Button color="red.9" onClick={confirm} loading={remove.isPending}>
              Delete product
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
