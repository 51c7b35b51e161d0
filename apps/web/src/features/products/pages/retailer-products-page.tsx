import type { Product } from "@cbm/contracts";
import { Alert, Button, Skeleton, Stack, Text } from "@mantine/core";
import { IconArchive, IconPlus, IconShirt } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { EmptyInvitation } from "../../../components/empty-invitation.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { NoMatches } from "../../../components/no-matches.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { PagePicker } from "../../../components/page-picker.tsx";
import { RoleGate } from "../../../components/role-gate.tsx";
import { countOf } from "../../../lib/count-of.ts";
import { useSession } from "../../../lib/use-session.ts";
import { retailerProductsQuery } from "../api.ts";
import { CsvActions } from "../components/retailer/csv-actions.tsx";
import { DeleteProductDialog } from "../components/retailer/delete-product-dialog.tsx";
import { type FilterChange, ProductFilters } from "../components/retailer/product-filters.tsx";
import { ProductRow } from "../components/retailer/product-row.tsx";
import classes from "../components/retailer/retailer-products.module.css";
import {
  newProductPath,
  parseRetailerProductsSearch,
  type RetailerProductsSearch,
  toRetailerQuery,
} from "../components/retailer/search-params.ts";

function Loading() {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading your products">
      <Skeleton height={96} radius="md" />
      <Skeleton height={96} radius="md" />
      <Skeleton height={96} radius="md" />
    </Stack>
  );
}

function FirstProduct({ to }: { to: string }) {
  return (
    <EmptyInvitation
      py={64}
      width={520}
      icon={<IconShirt size={32} aria-hidden />}
      title="No products yet"
      description="Add your first product: its pictures, price and the sizes and colours you have in stock. Keep it a draft until it is ready for shoppers."
    >
      <Button component={Link} to={to} leftSection={<IconPlus size={18} aria-hidden />}>
        Add your first product
      </Button>
    </EmptyInvitation>
  );
}

function Products({ retailerId }: { retailerId: string }) {
  const search: RetailerProductsSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  const list = useQuery({
    ...retailerProductsQuery(toRetailerQuery(search)),
    placeholderData: keepPreviousData,
  });
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [archived, setArchived] = useState<string | null>(null);
  const filtered = Boolean(search.keyword || search.status || search.lowStock);
  const data = list.data;
  const pages = data ? Math.ceil(data.total / data.size) : 0;
  const newPath = newProductPath(retailerId);

  const go = (next: RetailerProductsSearch, replace = false) =>
    void navigate({ to: ".", search: next, replace });
  const filter = (change: FilterChange) =>
    // A new filter starts again from the first page; the typed keyword replaces the history entry.
    go(parseRetailerProductsSearch({ ...search, ...change, page: undefined }), "keyword" in change);

  return (
    <Stack gap="lg" maw={1000}>
      <PageIntro
        eyebrow="Your store"
        title="My Products"
        lead="Everything your store sells: keep prices and stock up to date, and spot what is running low."
        actions={
          <>
            <CsvActions />
            <Button component={Link} to={newPath} leftSection={<IconPlus size={18} aria-hidden />}>
              Add product
            </Button>
          </>
        }
      />
      {archived && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconArchive size={20} aria-hidden />}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setArchived(null)}
          role="status"
          styles={{ icon: { color: "var(--mantine-color-orange-9)" } }}
        >
          {archived}
        </Alert>
      )}
      {data && data.total === 0 && !filtered && !search.page ? (
        <FirstProduct to={newPath} />
      ) : (
        <>
          <ProductFilters search={search} onChange={filter} />
          <Text size="sm" c="dimmed" aria-live="polite" mih={20}>
            {data && `${countOf(data.total, "product")}${filtered ? " found" : ""}`}
          </Text>
          <div style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: "opacity 150ms" }}>
            {list.isPending ? (
              <Loading />
            ) : list.isError && !data ? (
              <LoadError title="We could not load your products" onRetry={() => void list.refetch()} />
            ) : data && data.items.length === 0 ? (
              <NoMatches
                title="No product matches"
                description="Try another word, another status, or show every product."
                onClear={() => go({})}
              />
            ) : (
              <ul className={classes.list} aria-label="Your products">
                {data?.items.map((product) => (
                  <ProductRow
                    key={product.id}
                    product={product}
                    retailerId={retailerId}
                    onDelete={() => setDeleting(product)}
                  />
                ))}
              </ul>
            )}
          </div>
          <PagePicker
            pages={pages}
            page={search.page ?? 0}
            onChange={(page) => go({ ...search, page: page > 0 ? page : undefined })}
          />
        </>
      )}
      <DeleteProductDialog
        product={deleting}
        onClose={() => setDeleting(null)}
        onDone={(message, wasArchived) => setArchived(wasArchived ? message : null)}
      />
    </Stack>
  );
}

/** `/retailer/products`: the store's products by keyword, status and low stock, a numbered page at a time. */
export function RetailerProductsPage() {
  const retailerId = useSession()?.user?.id ?? "";
  return (
    <RoleGate rule="retailer">
      <Products retailerId={retailerId} />
    </RoleGate>
  );
}
