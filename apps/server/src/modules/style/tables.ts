import type {
  BodyType,
  Colour,
  FashionEvent,
  FashionGoal,
  ShoppingLocation,
  ShoppingStyle,
  Sizes,
  StyleAttribute,
  StyleStep,
} from "@cbm/contracts";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { brandReference } from "../brands/index.ts";
import { userReference } from "../users/index.ts";

/**
 * What a user told CBM about their style in the questionnaire (spec section 2). The shop ranks by the
 * favourite colours and brands and leaves out the avoided colours; sizes drive size suggestions.
 */
export const styleProfiles = pgTable("style_profiles", {
  userId: userReference("user_id", "cascade").primaryKey(),
  bodyType: text("body_type").$type<BodyType>(),
  sizes: jsonb("sizes").$type<Sizes>().notNull().default({}),
  favouriteColours: text("favourite_colours").array().$type<Colour[]>().notNull().default(sql`'{}'::text[]`),
  avoidedColours: text("avoided_colours").array().$type<Colour[]>().notNull().default(sql`'{}'::text[]`),
  shoppingStyles: text("shopping_styles")
    .array()
    .$type<ShoppingStyle[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
  shoppingLocations: text("shopping_locations")
    .array()
    .$type<ShoppingLocation[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
  fashionGoals: text("fashion_goals").array().$type<FashionGoal[]>().notNull().default(sql`'{}'::text[]`),
  fashionEvents: text("fashion_events").array().$type<FashionEvent[]>().notNull().default(sql`'{}'::text[]`),
  styleAttributes: text("style_attributes")
    .array()
    .$type<StyleAttribute[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Steps answered or skipped, so the questionnaire resumes at the first step in neither. */
  answeredSteps: text("answered_steps").array().$type<StyleStep[]>().notNull().default(sql`'{}'::text[]`),
  skippedSteps: text("skipped_steps").array().$type<StyleStep[]>().notNull().default(sql`'{}'::text[]`),
  completedAt: timestamp("completed_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type StyleProfileRow = typeof styleProfiles.$inferSelect;
export type NewStyleProfileRow = typeof styleProfiles.$inferInsert;

/** The brands a user likes, in the order they picked them. */
export const styleProfileBrands = pgTable(
  "style_profile_brands",
  {
    userId: userReference("user_id", "cascade").notNull(),
    brandId: brandReference("brand_id", "cascade").notNull(),
    position: integer("position").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.brandId] }),
    index("style_profile_brands_brand_idx").on(table.brandId),
  ],
);

export type NewStyleProfileBrandRow = typeof styleProfileBrands.$inferInsert;
