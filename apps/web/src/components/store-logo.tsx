import { Avatar } from "@mantine/core";
import { IconBuildingStore } from "@tabler/icons-react";

/** A store's logo, or a shop sign in its place when it has none. */
export function StoreLogo({ store, size }: { store: { name: string; logo: string | null }; size: number }) {
  return (
    <Avatar
      src={store.logo}
      alt={store.logo ? `${store.name} logo` : undefined}
      size={size}
      radius="md"
      color="ink"
      style={{ flexShrink: 0, border: "1px solid var(--cbm-line)", background: "white" }}
    >
      <IconBuildingStore size={size / 2} aria-hidden />
    </Avatar>
  );
}
