import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** The brand catalogue: chosen in the style questionnaire, on closet items and products; admins manage it. */
export const brands = pgTable(
  "brands",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull().unique(),
    slug: text("slug").notNull().unique(),
    /** Media location of the logo (a stored upload). */
    logo: text("logo"),
    description: text("description"),
    /** Hidden brands stay on the things that name them but are no longer offered. */
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("brands_name_trgm_idx").using("gin", sql`${table.name} gin_trgm_ops`)],
);

export type BrandRow = typeof brands.$inferSelect;
export type NewBrandRow = typeof brands.$inferInsert;

/** A column naming a brand, for other modules' tables: the foreign key, without handing out the table. */
export const brandReference = (name: string, onDelete: "cascade" | "set null") =>
  uuid(name).references(() => brands.id, { onDelete });
