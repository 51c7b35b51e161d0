import { index, integer, pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { eventReference } from "../events/index.ts";
import { variantReference } from "../products/index.ts";
import { userReference } from "../users/index.ts";

/** What a shopper means to buy: a variant and how many, one line per variant. Nothing is reserved. */
export const cartLines = pgTable(
  "cart_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userReference("user_id", "cascade").notNull(),
    variantId: variantReference("variant_id").notNull(),
    quantity: integer("quantity").notNull(),
    /** The product's price when the line was added, to tell the shopper when it has changed. */
    priceWhenAddedMinor: integer("price_when_added_minor").notNull(),
    /**
     * The outfit the shopper added it from, and that outfit's author (the affiliate work pays on them);
     * kept when the outfit is deleted.
     */
    outfitId: uuid("outfit_id"),
    outfitAuthorId: userReference("outfit_author_id", "set null"),
    /** The event whose shelf the shopper added it from (attribution); forgotten when the event is deleted. */
    eventId: eventReference("event_id", "set null"),
    /**
     * A live's flash deal the shopper claimed: the line's price, and how many of its units are already
     * taken off the stock for them (checkout does not take those again) until the claim ends.
     */
    dealPriceMinor: integer("deal_price_minor"),
    reservedQuantity: integer("reserved_quantity").notNull().default(0),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("cart_lines_user_variant_key").on(table.userId, table.variantId),
    index("cart_lines_variant_idx").on(table.variantId),
  ],
);

export type CartLineRow = typeof cartLines.$inferSelect & { outfitAuthorName: string | null };
