import { Skeleton, Stack } from "@mantine/core";
import { IconReceipt } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { ShopInvitation } from "../../../components/empty-invitation.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { PagePicker } from "../../../components/page-picker.tsx";
import { myOrdersQuery } from "../api.ts";
import { OrderCard } from "../components/order-card.tsx";
import { type MyOrdersSearch, toOrdersQuery } from "../search-params.ts";

function Loading() {
  return (
    <Stack gap="md" role="status" aria-label="Loading your orders">
      <Skeleton height={150} radius="lg" />
      <Skeleton height={150} radius="lg" />
      <Skeleton height={150} radius="lg" />
    </Stack>
  );
}

/** `/my-orders`: what the viewer bought, newest first, one order per store of each checkout. */
export function MyOrdersPage() {
  const search: MyOrdersSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  const orders = useQuery({ ...myOrdersQuery(toOrdersQuery(search)), placeholderData: keepPreviousData });
  const { data } = orders;
  const pages = data ? Math.ceil(data.total / data.size) : 0;

  const content = orders.isPending ? (
    <Loading />
  ) : !data ? (
    <LoadError title="Your orders could not load" onRetry={() => void orders.refetch()} />
  ) : data.total === 0 ? (
    <ShopInvitation
      icon={<IconReceipt size={28} aria-hidden />}
      title="No orders yet"
      description="What you buy in the shop shows here, store by store, from payment to your door."
    />
  ) : (
    <Stack
      component="ul"
      gap="md"
      p={0}
      m={0}
      aria-label="Your orders"
      style={{ listStyle: "none", opacity: orders.isPlaceholderData ? 0.6 : 1, transition: "opacity 150ms" }}
    >
      {data.items.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </Stack>
  );

  return (
    <Stack gap="lg" maw={860}>
      <PageIntro
        eyebrow="Shop"
        title="My orders"
        lead="Everything you bought, newest first. Each store sends its part as an order of its own."
      />
      {content}
      <PagePicker
        pages={pages}
        page={search.page ?? 0}
        onChange={(page) => void navigate({ to: ".", search: { page: page > 0 ? page : undefined } })}
      />
    </Stack>
  );
}
