import type { Colour, Image, Occasion, Season, Visibility } from "@cbm/contracts";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { closetItemReference, closetReference } from "../closets/index.ts";
import { userReference } from "../users/index.ts";

/** A look: a photo of it, or a collage of the closet items it is made of. */
export const outfits = pgTable(
  "outfits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    authorId: userReference("author_id", "cascade").notNull(),
    image: jsonb("image").$type<Image>().notNull(),
    hasPhoto: boolean("has_photo").notNull(),
    caption: text("caption"),
    occasion: text("occasion").$type<Occasion>(),
    seasons: text("seasons").array().$type<Season[]>().notNull(),
    tags: text("tags").array().notNull(),
    /** The colours of its items, for the colour filter. */
    colours: text("colours").array().$type<Colour[]>().notNull(),
    visibility: text("visibility").$type<Visibility>().notNull(),
    itemCount: integer("item_count").notNull().default(0),
    likeCount: integer("like_count").notNull().default(0),
    saveCount: integer("save_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    /** The Explore rank (see `hot` in repo.ts): it changes with engagement only, so cursors stay stable. */
    hot: doublePrecision("hot").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The outfit's own fields as the contract's JSON, written by the database at every insert and edit
     * (`outfit_card`, migration 0012); pages add its author, counts and the viewer's flags (`outfitJson`).
     */
    card: text("card").notNull().default("{}"),
  },
  // Newest first: `desc().nullsFirst()` is what `order by ... desc` reads (drizzle's plain `desc()` makes
  // DESC NULLS LAST, which no such ordering can use: every page would read and sort all the rows).
  (table) => [
    // Visibility last, after the unique id, so it does not change the order: the Following feed reads a
    // person's newest from this index alone (an index-only scan), not one table row per outfit.
    index("outfits_author_created_idx").on(
      table.authorId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
      table.visibility,
    ),
    index("outfits_public_created_idx")
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`visibility = 'public'`),
    index("outfits_public_hot_idx")
      .on(table.hot.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`visibility = 'public'`),
    index("outfits_tags_idx").using("gin", table.tags),
  ],
);

export type OutfitRow = typeof outfits.$inferSelect;
export type NewOutfitRow = typeof outfits.$inferInsert;

export const outfitItems = pgTable(
  "outfit_items",
  {
    outfitId: uuid("outfit_id")
      .notNull()
      .references(() => outfits.id, { onDelete: "cascade" }),
    itemId: closetItemReference("item_id").notNull(),
    position: integer("position").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.outfitId, table.itemId] }),
    index("outfit_items_item_idx").on(table.itemId),
  ],
);

export const outfitLikes = pgTable(
  "outfit_likes",
  {
    outfitId: uuid("outfit_id")
      .notNull()
      .references(() => outfits.id, { onDelete: "cascade" }),
    userId: userReference("user_id", "cascade").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.outfitId, table.userId] }),
    index("outfit_likes_user_idx").on(table.userId),
  ],
);

export const outfitSaves = pgTable(
  "outfit_saves",
  {
    userId: userReference("user_id", "cascade").notNull(),
    outfitId: uuid("outfit_id")
      .notNull()
      .references(() => outfits.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.outfitId] }),
    index("outfit_saves_user_created_idx").on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.outfitId.desc().nullsFirst(),
    ),
    index("outfit_saves_outfit_idx").on(table.outfitId),
  ],
);

export const outfitComments = pgTable(
  "outfit_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    outfitId: uuid("outfit_id")
      .notNull()
      .references(() => outfits.id, { onDelete: "cascade" }),
    authorId: userReference("author_id", "cascade").notNull(),
    /** The top-level comment this one replies to; replies go one level deep. */
    parentId: uuid("parent_id").references((): AnyPgColumn => outfitComments.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    replyCount: integer("reply_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("outfit_comments_thread_idx").on(table.outfitId, table.parentId, table.createdAt, table.id),
    index("outfit_comments_author_idx").on(table.authorId),
  ],
);

export type CommentRow = typeof outfitComments.$inferSelect;

/**
 * The Following feed's inbox (fan-out on write): one row per entry a viewer's feed shows, an outfit or a
 * closet with new items, written by the database's triggers when things are posted or people followed
 * (migration 0010). Only viewers who opened their feed have one (`feedInboxes`).
 */
export const feedEntries = pgTable(
  "feed_entries",
  {
    viewerId: userReference("viewer_id", "cascade").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    outfitId: uuid("outfit_id").references(() => outfits.id, { onDelete: "cascade" }),
    closetId: closetReference("closet_id"),
    /** The outfit's or the closet's id: the tie-break of the feed's order and of its cursor. */
    entryId: uuid("entry_id").notNull().generatedAlwaysAs(sql`coalesce(outfit_id, closet_id)`),
    authorId: uuid("author_id").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.viewerId, table.at, table.entryId] }),
    index("feed_entries_outfit_idx").on(table.outfitId).where(sql`outfit_id is not null`),
    index("feed_entries_closet_idx").on(table.closetId).where(sql`closet_id is not null`),
    check("feed_entries_one_thing", sql`num_nonnulls(outfit_id, closet_id) = 1`),
  ],
);

/**
 * Whose inbox exists, and from where it holds every entry: `floor` is the oldest entry it was built with
 * when there were more than it keeps (null: it holds them all); pages past it are read as before.
 */
export const feedInboxes = pgTable("feed_inboxes", {
  viewerId: userReference("viewer_id", "cascade").primaryKey(),
  floorAt: timestamp("floor_at", { withTimezone: true }),
  floorId: uuid("floor_id"),
});
