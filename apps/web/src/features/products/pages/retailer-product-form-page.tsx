import type { Currency, Product } from "@cbm/contracts";
import { Anchor, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "@tanstack/react-router";
import { type ReactNode, use, useState } from "react";
import { NotFoundPage } from "../../../components/error-pages.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { RoleGate } from "../../../components/role-gate.tsx";
import { ApiError } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { useSession } from "../../../lib/use-session.ts";
import { storesQueries } from "../../stores/index.ts";
import { BeyondPlanNote, useBeyondPlan } from "../../subscriptions/index.ts";
import { retailerProductQuery } from "../api.ts";
import { DeleteProductDialog } from "../components/retailer/delete-product-dialog.tsx";
import { ProductForm } from "../components/retailer/product-form.tsx";
import { productRef } from "../components/retailer/search-params.ts";

/** The stores' query options, loaded once with this page: a new product is priced in the store's currency. */
const stores = storesQueries();
const LIST = "/retailer/products";

function Frame({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="xl" maw={960}>
      <Stack gap={4}>
        <Anchor component={Link} to={LIST} size="sm" c="ink.7">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            My Products
          </Group>
        </Anchor>
        <Text tt="uppercase" fw={600} c="rose.8" size="sm" lts={1}>
          {eyebrow}
        </Text>
        <Title order={1} fz={{ base: "h2", sm: "h1" }}>
          {title}
        </Title>
        <Text c="dimmed" maw={620} visibleFrom="sm">
          {lead}
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}

function Loading() {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading the product">
      <Skeleton height={320} radius="lg" />
      <Skeleton height={220} radius="lg" />
    </Stack>
  );
}

function NewProduct() {
  const navigate = useNavigate();
  const { ownStoreQuery } = use(stores);
  const store = useQuery(ownStoreQuery());
  const saved = (product: Product) => {
    notify.success(`${product.title} is added to your store.`);
    void navigate({ to: LIST });
  };
  return (
    <Frame
      eyebrow="New product"
      title="Add a product"
      lead="Pictures, a price and at least one variant are all it takes. Keep it a draft until it is ready."
    >
      {store.isPending ? (
        <Loading />
      ) : store.isError ? (
        <LoadError title="We could not load your store" onRetry={() => void store.refetch()} />
      ) : (
        <ProductForm
          currency={store.data.currency as Currency}
          onSaved={saved}
          onCancel={() => void navigate({ to: LIST })}
        />
      )}
    </Frame>
  );
}

function EditProduct({ productId }: { productId: string }) {
  const navigate = useNavigate();
  const product = useQuery(retailerProductQuery(productId));
  const [deleting, setDeleting] = useState(false);
  const beyond = useBeyondPlan(
    "productsListed",
    product.data?.status === "active" ? product.data.createdAt : undefined,
  );
  if (product.isError && product.error instanceof ApiError && product.error.status === 404)
    return <NotFoundPage />;
  return (
    <Frame
      eyebrow="Edit product"
      title={product.data?.title ?? "Your product"}
      lead="Change its words, pictures, price or stock; saved variants keep their orders."
    >
      {product.isPending ? (
        <Loading />
      ) : product.isError ? (
        <LoadError title="We could not load the product" onRetry={() => void product.refetch()} />
      ) : (
        <>
          {beyond && (
            <BeyondPlanNote kind="productsListed" plan={beyond}>
              or save it as a draft or delete some
            </BeyondPlanNote>
          )}
          <ProductForm
            product={product.data}
            currency={product.data.currency}
            onSaved={(saved) => {
              notify.success(`${saved.title}: your changes are saved.`);
              void navigate({ to: LIST });
            }}
            onCancel={() => void navigate({ to: LIST })}
            onDelete={() => setDeleting(true)}
          />
          <DeleteProductDialog
            product={deleting ? product.data : null}
            onClose={() => setDeleting(false)}
            onDone={() => void navigate({ to: LIST })}
          />
        </>
      )}
    </Frame>
  );
}

/**
 * `/retailer/products/create~{retailerId}` adds a product; `/retailer/products/{retailerId}~{productId}`
 * changes one. Both are the signed-in retailer's own: another retailer's address is not found.
 */
export function RetailerProductFormPage() {
  const params: { retailerId?: string; ref?: string } = useParams({ strict: false });
  const me = useSession()?.user?.id ?? "";
  const ref = params.ref ? productRef(params.ref) : null;
  const owner = params.retailerId ?? ref?.retailerId;
  const page =
    owner !== me ? (
      <NotFoundPage />
    ) : ref ? (
      <EditProduct key={ref.productId} productId={ref.productId} />
    ) : (
      <NewProduct />
    );
  return <RoleGate rule="retailer">{page}</RoleGate>;
}
