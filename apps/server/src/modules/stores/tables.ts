import type { Currency, StoreStatus } from "@cbm/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { userReference } from "../users/index.ts";

/** A retailer's shop on CBM: one per retailer, made with the account. */
export const stores = pgTable(
  "stores",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: userReference("owner_id", "cascade").notNull().unique(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    /** Media locations of the re-encoded logo and banner. */
    logo: text("logo"),
    banner: text("banner"),
    description: text("description"),
    currency: text("currency").$type<Currency>().notNull(),
    /** Days the store takes to ship an order: the ship-by deadline. */
    handlingDays: integer("handling_days").notNull(),
    returnWindowDays: integer("return_window_days").notNull(),
    returnPolicy: text("return_policy"),
    contactEmail: text("contact_email"),
    vacation: boolean("vacation").notNull().default(false),
    vacationMessage: text("vacation_message"),
    vacationReturnsOn: date("vacation_returns_on"),
    status: text("status").$type<StoreStatus>().notNull().default("active"),
    /** Active products, kept by the catalogue as products change. */
    productCount: integer("product_count").notNull().default(0),
    /**
     * When the store's first order was paid: the currency is fixed from then. Set once, so checkouts do
     * not queue (or deadlock) on the store's row to count their orders.
     */
    firstOrderAt: timestamp("first_order_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("stores_name_trgm_idx").using("gin", sql`${table.name} gin_trgm_ops`),
    index("stores_active_products_idx").on(table.productCount.desc(), table.id).where(sql`status = 'active'`),
  ],
);

export type StoreRow = typeof stores.$inferSelect;
export type NewStoreRow = typeof stores.$inferInsert;

/** How a store ships: its price, free-over threshold, delivery estimate and the countries served. */
export const shippingMethods = pgTable(
  "shipping_methods",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    priceMinor: integer("price_minor").notNull(),
    freeOverMinor: integer("free_over_minor"),
    minDays: integer("min_days").notNull(),
    maxDays: integer("max_days").notNull(),
    /** ISO codes; empty for everywhere. */
    countries: text("countries").array().notNull().default(sql`'{}'`),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("shipping_methods_store_idx").on(table.storeId, table.active.desc(), table.priceMinor),
    uniqueIndex("shipping_methods_store_name_idx").on(table.storeId, sql`lower(${table.name})`),
  ],
);

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;

/** A column naming a store, for other modules' tables. */
export const storeReference = (name: string, onDelete: "cascade" | "set null") =>
  uuid(name).references(() => stores.id, { onDelete });
