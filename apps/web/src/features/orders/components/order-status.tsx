import type { OrderStatus } from "@cbm/contracts";
import { Badge, type BadgeProps } from "@mantine/core";

/** Each status in a word, in a colour dark enough for white text on it (4.5:1 at least). */
export const STATUS_LOOKS: Record<OrderStatus, { label: string; color: string }> = {
  pending_payment: { label: "Awaiting payment", color: "ink.7" },
  paid: { label: "Paid", color: "blue.9" },
  shipped: { label: "Shipped", color: "indigo.9" },
  delivered: { label: "Delivered", color: "cyan.9" },
  completed: { label: "Completed", color: "teal.9" },
  cancelled: { label: "Cancelled", color: "red.9" },
  return_requested: { label: "Return requested", color: "grape.9" },
  returned: { label: "Returned", color: "violet.9" },
  refunded: { label: "Refunded", color: "ink.8" },
};

/** Where an order stands, as a coloured word. */
export function OrderStatusBadge({ status, size }: { status: OrderStatus; size?: BadgeProps["size"] }) {
  const { label, color } = STATUS_LOOKS[status];
  return (
    <Badge variant="filled" color={color} radius="sm" size={size} style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}
