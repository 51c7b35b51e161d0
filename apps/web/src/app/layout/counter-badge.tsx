/** A dot beside a menu item while something is unread (spec section 4: only above zero). */
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
