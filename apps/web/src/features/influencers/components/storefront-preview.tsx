import { STORE_ACCENTS, STORE_LAYOUT_LABELS, type StoreAccent, type StoreLayout } from "@cbm/contracts";
import { Badge, Group, Text } from "@mantine/core";
import { IconBuildingStore } from "@tabler/icons-react";
import type { CSSProperties } from "react";
import classes from "./storefront-preview.module.css";

export interface StorefrontLook {
  storeName: string | null;
  storeSlug: string | null;
  storeTagline: string | null;
  storeBanner: string | null;
  storeAccentColour: StoreAccent | null;
  storeLayout: StoreLayout | null;
  published: boolean;
}

/** How the storefront's top will look: banner (or the accent), name, tagline, address and state. */
export function StorefrontPreview({ store }: { store: StorefrontLook }) {
  const accent = STORE_ACCENTS[store.storeAccentColour ?? "terracotta"].hex;
  return (
    <figure className={classes.preview} style={{ "--accent": accent } as CSSProperties}>
      <div className={classes.banner}>
        {store.storeBanner && <img src={store.storeBanner} alt="" className={classes.image} />}
      </div>
      <figcaption className={classes.body}>
        <span className={classes.badge} aria-hidden>
          <IconBuildingStore size={22} />
        </span>
        <Text ff="heading" fz={22} fw={600} lh={1.2} mt={4}>
          {store.storeName ?? "Your store"}
        </Text>
        {store.storeTagline && (
          <Text size="sm" c="dimmed">
            {store.storeTagline}
          </Text>
        )}
        <Group gap={8} mt="sm">
          <Badge variant={store.published ? "filled" : "outline"} color={store.published ? "teal.9" : "ink"}>
            {store.published ? "Published" : "Draft"}
          </Badge>
          {store.storeLayout && (
            <Badge variant="outline" color="ink">
              {STORE_LAYOUT_LABELS[store.storeLayout].label} layout
            </Badge>
          )}
          {store.storeSlug && (
            <Text size="xs" c="dimmed" ff="monospace">
              /shop/{store.storeSlug}
            </Text>
          )}
        </Group>
      </figcaption>
    </figure>
  );
}
