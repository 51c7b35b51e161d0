import type { SharedOutfit, SharedProduct } from "@cbm/contracts";
import { Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Picture } from "../../../components/picture.tsx";
import { formatMoney } from "../../../lib/money.ts";
import classes from "./chat.module.css";

/** What kind of thing the card shows, first in its name for assistive technology too. */
function Kicker({ children }: { children: string }) {
  return (
    <Text size="xs" c="gray.7" tt="uppercase" fw={600} lts={0.5}>
      {children}
    </Text>
  );
}

/** A product shared in a message: its picture, name and price, linking to its page. */
export function ProductCard({ product }: { product: SharedProduct }) {
  return (
    <Link to={product.link} className={classes.card}>
      {product.image && (
        <div className={classes.cardPicture}>
          <Picture image={product.image} alt="" sizes="72px" ratio={1} radius="sm" />
        </div>
      )}
      <div className={classes.cardText}>
        <Kicker>Product</Kicker>
        <Text size="sm" fw={600} lineClamp={2}>
          {product.title}
        </Text>
        <Text size="sm">{formatMoney(product.priceMinor, product.currency)}</Text>
      </div>
    </Link>
  );
}

/** An outfit shared in a message: its picture and caption, linking to its page. */
export function OutfitCard({ outfit }: { outfit: SharedOutfit }) {
  return (
    <Link to={outfit.link} className={classes.card}>
      <div className={classes.cardPicture}>
        <Picture image={outfit.image} alt="" sizes="72px" ratio={4 / 5} radius="sm" />
      </div>
      <div className={classes.cardText}>
        <Kicker>Outfit</Kicker>
        {outfit.caption && (
          <Text size="sm" lineClamp={2}>
            {outfit.caption}
          </Text>
        )}
      </div>
    </Link>
  );
}
