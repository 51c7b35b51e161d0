import type { Colour, Image, ItemCategory, ItemSubcategory, ProductStatus } from "@cbm/contracts";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brandReference } from "../brands/index.ts";
import { storeReference } from "../stores/index.ts";

/** A product a store sells: its images, price and variants; shoppers see the active ones of active stores. */
export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: storeReference("store_id", "cascade").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    brandId: brandReference("brand_id", "set null"),
    category: text("category").$type<ItemCategory>().notNull(),
    subcategory: text("subcategory").$type<ItemSubcategory>().notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'`),
    /** The images in the order shoppers see them, each as its resized variants. */
    images: jsonb("images").$type<Image[]>().notNull(),
    priceMinor: integer("price_minor").notNull(),
    compareAtMinor: integer("compare_at_minor"),
    status: text("status").$type<ProductStatus>().notNull(),
    /** Kept with the variants: their stock together, and their sizes and colours, for the shop's filters. */
    totalStock: integer("total_stock").notNull().default(0),
    sizes: text("sizes").array().notNull().default(sql`'{}'`),
    colours: text("colours").array().$type<Colour[]>().notNull().default(sql`'{}'`),
    /**
     * Title, brand and tags, lower-cased and without accents, as searches match them by trigrams (kept
     * by the catalogue on every write).
     */
    searchText: text("search_text").notNull(),
    /**
     * The product's own fields of its shop card as the contract's JSON (`product_card`, migration 0020,
     * as outfits keep theirs, decision 006); a page adds the store, the brand and the shopper's reasons.
     */
    card: text("card").notNull().default("{}"),
    /**
     * When an order first named the product: an ordered product is archived, never deleted. Set once, so
     * checkouts do not queue (or deadlock) on a popular product's row.
     */
    firstOrderAt: timestamp("first_order_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Newest first is `desc`, which puts nulls first: an index in that order reads a page and stops
    // (one with `desc nulls last`, Drizzle's `.desc()`, does not serve it, not-null columns or not).
    index("products_store_created_idx").on(
      table.storeId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("products_search_trgm_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    // The shop's orders over the products shoppers see (decision 015). The shop writes `status = 'active'`
    // as a literal, or a partial index would not serve its statements (planned generic).
    index("products_shop_newest_idx")
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`status = 'active'`),
    index("products_shop_price_idx").on(table.priceMinor, table.id).where(sql`status = 'active'`),
    index("products_shop_category_idx")
      .on(table.category, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`status = 'active'`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

/** One buyable version of a product: a size and a colour, with its SKU (unique in the store) and stock. */
export const productVariants = pgTable(
  "product_variants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    storeId: storeReference("store_id", "cascade").notNull(),
    size: text("size").notNull(),
    colour: text("colour").$type<Colour>().notNull(),
    sku: text("sku").notNull(),
    stock: integer("stock").notNull(),
    position: integer("position").notNull(),
  },
  (table) => [
    index("product_variants_product_idx").on(table.productId, table.position),
    uniqueIndex("product_variants_store_sku_idx").on(table.storeId, sql`lower(${table.sku})`),
  ],
);

export type VariantRow = typeof productVariants.$inferSelect;

/** A column naming a product variant, for other modules' tables; the row goes when the variant does. */
export const variantReference = (name: string) =>
  uuid(name).references(() => productVariants.id, { onDelete: "cascade" });

/** A column naming a product, for other modules' tables: it is emptied when the product goes. */
export const productReference = (name: string, onDelete: "set null" | "cascade" = "set null") =>
  uuid(name).references(() => products.id, { onDelete });

/**
 * Each word of a product's search text (kept by a trigger of migration 0019), with the product's time:
 * the products of a word are one range of an index, newest first, so a keyword's first page reads a page.
 */
export const productWords = pgTable(
  "product_words",
  {
    word: text("word").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
  },
  (table) => [
    index("product_words_word_created_idx").on(
      table.word,
      table.createdAt.desc().nullsFirst(),
      table.productId.desc().nullsFirst(),
    ),
    index("product_words_product_idx").on(table.productId, table.word),
  ],
);

/** The catalogue's distinct words (kept with product_words): what a keyword's word may be the start or a typo of. */
export const productTerms = pgTable("product_terms", { term: text("term").primaryKey() }, (table) => [
  index("product_terms_prefix_idx").on(table.term.op("text_pattern_ops")),
  index("product_terms_trgm_idx").using("gist", table.term.op("gist_trgm_ops")),
]);
