import { Badge } from "@mantine/core";

/** A count that shows only when above zero (spec section 4); no count means the data is not wired yet. */
export function CounterBadge({ count, label }: { count?: number; label: string }) {
  if (!count || count <= 0) return null;
  return (
    <Badge size="xs" circle={count < 10} color="rose" variant="filled" aria-label={`${count} ${label}`}>
      {count > 99 ? "99+" : count}
    </Badge>
  );
}

export function UnreadDot({ count, label }: { count?: number; label: string }) {
  if (!count || count <= 0) return null;
  return (
    <span
      role="img"
      aria-label={`Unread ${label}`}
      style={{
        width: 8,
        height: 8,
        borderRadius: 4,
        background: "var(--mantine-color-rose-7)",
        display: "inline-block",
      }}
    />
  );
}
