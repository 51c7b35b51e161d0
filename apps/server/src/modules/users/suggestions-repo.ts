// People to follow (GET /v1/users/suggestions, issue 12 §2): popular influencers and people who share the
// viewer's style, never the viewer, an admin, someone blocked either way or someone already followed.
import type { Role } from "@cbm/contracts";
import { and, ne, not, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../platform/db.ts";
import { fullName, isAdmin, notBlockedEitherWay, viewerFollows } from "./people-repo.ts";
import { live } from "./repo.ts";
import { users } from "./tables.ts";

/** The most followed influencers read, before the viewer's blocks and follows leave some out. */
const POPULAR = 100;

export interface SuggestedRow {
  id: string;
  fullName: string;
  avatar: string | null;
  roles: Role[];
  sign: string | null;
  followerCount: number;
  /** Where the person is among those who share the viewer's style (from 1), or null. */
  styleRank: number | null;
  /** Among the most followed influencers. */
  popular: boolean;
}

const influencer = alias(users, "influencer");

/** The most followed live influencers, as a one-column query: a walk of users_influencers_followed_idx. */
const popularInfluencers = sql`select ${influencer.id} from ${users} as ${influencer}
  where ${influencer.roles} @> '{influencer}'::text[] and ${influencer.deletedAt} is null
  order by ${influencer.followerCount} desc, ${influencer.id} limit ${sql.raw(String(POPULAR))}`;

/**
 * The people the viewer may be suggested among `sharingStyle` (ids, the most alike first) and the most
 * followed influencers, each with where they come from.
 */
export async function suggestablePeople(
  db: Executor,
  viewerId: string,
  sharingStyle: string[],
): Promise<SuggestedRow[]> {
  const alike =
    sharingStyle.length === 0
      ? sql`'{}'::uuid[]`
      : sql`array[${sql.join(
          sharingStyle.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}]`;
  return db
    .select({
      id: users.id,
      fullName,
      avatar: users.avatar,
      roles: users.roles,
      sign: users.sign,
      followerCount: users.followerCount,
      styleRank: sql<number | null>`array_position(${alike}, ${users.id})`,
      popular: sql<boolean>`${users.id} in (${popularInfluencers})`,
    })
    .from(users)
    .where(
      and(
        or(sql`${users.id} = any(${alike})`, sql`${users.id} in (${popularInfluencers})`),
        live,
        ne(users.id, viewerId),
        not(isAdmin),
        notBlockedEitherWay(viewerId),
        not(viewerFollows(viewerId)),
      ),
    );
}
