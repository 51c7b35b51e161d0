import type { Colour, Image, ItemCategory, ItemSubcategory, Season, Visibility } from "@cbm/contracts";
import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { brandReference } from "../brands/index.ts";
import { productReference } from "../products/index.ts";
import { userReference } from "../users/index.ts";

/** A named collection of a person's clothes, seen by everyone, their followers or them alone. */
export const closets = pgTable(
  "closets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: userReference("owner_id", "cascade").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    /** The cover chosen by the owner, as its resized variants. */
    cover: jsonb("cover").$type<Image>(),
    visibility: text("visibility").$type<Visibility>().notNull(),
    itemCount: integer("item_count").notNull().default(0),
    /** When items were last added: the Following feed shows the closet again then. */
    itemsAddedAt: timestamp("items_added_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The closet's own fields and its newest items' images as the contract's JSON, written by the
     * database when the closet or its items change (`closet_card`, migration 0012); see `closetJson`.
     */
    card: text("card").notNull().default("{}"),
  },
  (table) => [
    index("closets_owner_created_idx").on(table.ownerId, table.createdAt.desc(), table.id.desc()),
    // As `order by items_added_at desc, id desc` in the Following feed reads it (see outfits/tables.ts).
    index("closets_owner_items_added_idx")
      .on(table.ownerId, table.itemsAddedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`items_added_at is not null`),
    index("closets_popular_idx")
      .on(table.itemCount.desc(), table.updatedAt.desc(), table.id)
      .where(sql`visibility = 'public'`),
  ],
);

export type ClosetRow = typeof closets.$inferSelect;
export type NewClosetRow = typeof closets.$inferInsert;

/** One piece of clothing (or a bag, a pair of shoes) in a closet, with its photo's variants. */
export const closetItems = pgTable(
  "closet_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    closetId: uuid("closet_id")
      .notNull()
      .references(() => closets.id, { onDelete: "cascade" }),
    /** The closet's owner, kept here for "all my items" and ownership checks without a join. */
    ownerId: userReference("owner_id", "cascade").notNull(),
    image: jsonb("image").$type<Image>().notNull(),
    category: text("category").$type<ItemCategory>().notNull(),
    subcategory: text("subcategory").$type<ItemSubcategory>().notNull(),
    brandId: brandReference("brand_id", "set null"),
    /** The brand typed freely, or the catalogue brand's name when it was chosen (kept if it is removed). */
    brandName: text("brand_name"),
    colours: text("colours").array().$type<Colour[]>().notNull(),
    size: text("size"),
    seasons: text("seasons").array().$type<Season[]>().notNull(),
    material: text("material"),
    priceMinor: integer("price_minor"),
    currency: text("currency"),
    purchasedOn: date("purchased_on"),
    notes: text("notes"),
    /** The shop's product this item is, when its owner says so or it came from an order. */
    productId: productReference("product_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("closet_items_closet_created_idx").on(table.closetId, table.createdAt.desc(), table.id.desc()),
    index("closet_items_owner_created_idx").on(table.ownerId, table.createdAt.desc(), table.id.desc()),
    index("closet_items_product_idx").on(table.productId).where(sql`product_id is not null`),
  ],
);

export type ClosetItemRow = typeof closetItems.$inferSelect;
export type NewClosetItemRow = typeof closetItems.$inferInsert;

/** Columns naming a closet or an item, for other modules' tables: the foreign keys, without the tables. */
export const closetReference = (name: string) =>
  uuid(name).references(() => closets.id, { onDelete: "cascade" });
export const closetItemReference = (name: string) =>
  uuid(name).references(() => closetItems.id, { onDelete: "cascade" });
