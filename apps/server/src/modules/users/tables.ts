import type { Role, SocialPlatform } from "@cbm/contracts";
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased; unique. */
    email: text("email").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone"),
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    avatar: text("avatar"),
    sign: text("sign"),
    chatInvitation: boolean("chat_invitation").notNull().default(true),
    roles: text("roles").array().$type<Role[]>().notNull().default(sql`'{customer}'::text[]`),
    followerCount: integer("follower_count").notNull().default(0),
    followingCount: integer("following_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when the account is deleted: the row stays, stripped of everything personal, so orders and
     * messages other people need keep an anonymised author; nobody sees it in lists or profiles.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  // Lists of people without a keyword, newest first: an index scan that stops at the page.
  (table) => [
    index("users_live_created_idx")
      .on(table.createdAt.desc().nullsFirst(), table.id)
      .where(sql`deleted_at is null`),
    // The few admins, whom people discovery leaves out (`hiddenFromDiscovery` in people-repo.ts).
    index("users_admins_idx").on(table.id).where(sql`roles @> '{admin}'::text[]`),
    // Influencers by their following, most followed first: the people to follow a newcomer is shown.
    index("users_influencers_followed_idx")
      .on(table.followerCount.desc().nullsFirst(), table.id)
      .where(sql`roles @> '{influencer}'::text[] and deleted_at is null`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** A column naming a user, for other modules' tables: the foreign key, without handing out the table. */
export const userReference = (name: string, onDelete: "cascade" | "set null") =>
  uuid(name).references(() => users.id, { onDelete });
export type NewUserRow = typeof users.$inferInsert;

/** Who follows whom; users.follower_count / following_count change in the same transaction as a row here. */
export const follows = pgTable(
  "follows",
  {
    followerId: uuid("follower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followeeId: uuid("followee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.followeeId] }),
    index("follows_followee_idx").on(table.followeeId),
  ],
);

/** Who blocked whom: neither sees the other anywhere while a row exists. */
export const blocks = pgTable(
  "blocks",
  {
    blockerId: uuid("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: uuid("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index("blocks_blocked_idx").on(table.blockedId),
  ],
);

/** A user's accounts on other networks (settings, the questionnaire's socials step, influencer onboarding). */
export const socialAccounts = pgTable(
  "social_accounts",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    platform: text("platform").$type<SocialPlatform>().notNull(),
    handle: text("handle").notNull(),
    /** The audience they report there; influencers are asked, others may leave it empty. */
    followers: integer("followers"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.platform] })],
);

export type SocialAccountRow = typeof socialAccounts.$inferSelect;
export type NewSocialAccountRow = typeof socialAccounts.$inferInsert;

/**
 * The distinct words of live people's names, lower-cased and accents folded (the `name_words` function of
 * migration 0006), for finding which words a keyword's word may mean: the trigram index answers the nearest
 * words to a typo, the pattern index the words a prefix starts. Kept by triggers on users (migration 0006);
 * a word nobody bears any more stays, harmless: it leads to no token.
 */
export const userNameTerms = pgTable("user_name_terms", { term: text("term").primaryKey() }, (table) => [
  index("user_name_terms_prefix_idx").on(table.term.op("text_pattern_ops")),
  index("user_name_terms_trgm_idx").using("gist", table.term.op("gist_trgm_ops")),
]);

/**
 * Who bears which name word: one row per word of a live person's name, and one per pair of two of their
 * words (`"garcia maria"`, the two in text order) so that a two-word search is one index range. Kept by
 * triggers on users (migration 0006): a deleted account has none. `created_at` is the person's, so each
 * word's people come newest first straight from the index.
 */
export const userNameTokens = pgTable(
  "user_name_tokens",
  {
    term: text("term").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.term] }),
    index("user_name_tokens_term_created_idx").on(
      table.term,
      table.createdAt.desc().nullsFirst(),
      table.userId,
    ),
  ],
);
