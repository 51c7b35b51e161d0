import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { brandReference } from "../brands/index.ts";
import { userReference } from "../users/index.ts";

/** An influencer's public details and storefront settings, filled by the influencer questionnaire. */
export const influencerProfiles = pgTable(
  "influencer_profiles",
  {
    userId: userReference("user_id", "cascade").primaryKey(),
    headline: text("headline"),
    bio: text("bio"),
    /** Style categories they create for (the questionnaire's style attribute vocabulary). */
    categories: text("categories").array().notNull().default(sql`'{}'::text[]`),
    contentTypes: text("content_types").array().notNull().default(sql`'{}'::text[]`),
    location: text("location"),
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    storeName: text("store_name"),
    /** The storefront's address, /shop/{storeSlug}; unique among storefronts. */
    storeSlug: text("store_slug").unique(),
    storeTagline: text("store_tagline"),
    storeDescription: text("store_description"),
    /** Media location of the storefront banner. */
    storeBanner: text("store_banner"),
    storeAccentColour: text("store_accent_colour"),
    storeLayout: text("store_layout").$type<"grid" | "editorial">(),
    storePublishedAt: timestamp("store_published_at", { withTimezone: true }),
    answeredSteps: text("answered_steps").array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("influencer_profiles_categories_idx").using("gin", table.categories)],
);

export type InfluencerProfileRow = typeof influencerProfiles.$inferSelect;
export type NewInfluencerProfileRow = typeof influencerProfiles.$inferInsert;

/** Brands an influencer has worked with or wants to work with. */
export const influencerBrands = pgTable(
  "influencer_brands",
  {
    userId: userReference("user_id", "cascade").notNull(),
    brandId: brandReference("brand_id", "cascade").notNull(),
    relation: text("relation").$type<"worked-with" | "wants-to-work-with">().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.brandId] }),
    index("influencer_brands_brand_idx").on(table.brandId),
  ],
);
