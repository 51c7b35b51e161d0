import type { OrderSummary } from "@cbm/contracts";
import { Skeleton, Stack } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LoadError } from "../../../components/load-error.tsx";

interface OrdersPage<Order> {
  items: Order[];
  total: number;
}

function Loading({ label }: { label: string }) {
  return (
    <Stack gap="md" role="status" aria-label={`Loading ${label}`}>
      <Skeleton height={150} radius="lg" />
      <Skeleton height={150} radius="lg" />
      <Skeleton height={150} radius="lg" />
    </Stack>
  );
}

/** A page of orders as cards; while it loads, their sketches; `empty` when there are none; else a retry. */
export function OrderList<Order extends OrderSummary>({
  orders,
  label,
  empty,
  card,
}: {
  orders: UseQueryResult<OrdersPage<Order>>;
  /** The list's name, as in "Your orders". */
  label: string;
  empty: ReactNode;
  card: (order: Order) => ReactNode;
}) {
  const { data } = orders;
  if (orders.isPending) return <Loading label={label.toLowerCase()} />;
  if (!data) return <LoadError title={`${label} could not load`} onRetry={() => void orders.refetch()} />;
  if (data.total === 0) return empty;
  return (
    <Stack
      component="ul"
      gap="md"
      p={0}
      m={0}
      aria-label={label}
      style={{ listStyle: "none", opacity: orders.isPlaceholderData ? 0.6 : 1, transition: "opacity 150ms" }}
    >
      {data.items.map(card)}
    </Stack>
  );
}

/** How many pages of `size` hold the orders. */
export const pageCount = (data: { total: number; size: number } | undefined) =>
  data ? Math.ceil(data.total / data.size) : 0;
