// People to follow (GET /v1/users/suggestions, issue 12 §2): the popular and the alike, in turn.
import type { PeopleSuggestions, PeopleSuggestionsQuery } from "@cbm/contracts";
import type { Executor } from "../../platform/db.ts";
import { type SuggestedRow, suggestablePeople } from "./suggestions-repo.ts";

/**
 * The people who share most of a person's style answers, the most alike first (the style module's, given
 * by app.ts: style's tables name users, so users may not import style).
 */
export type PeopleSharingStyle = (userId: string, limit: number) => Promise<string[]>;

/** How many people who share the viewer's style are read for suggestions, before blocks and follows. */
const STYLE_MATES = 50;

/** People to follow, the popular and the alike in turn, each once, up to `size`. */
function suggested(rows: SuggestedRow[], size: number): PeopleSuggestions["items"] {
  const alike = rows
    .filter((row) => row.styleRank !== null)
    .sort((a, b) => (a.styleRank ?? 0) - (b.styleRank ?? 0));
  const popular = rows.filter((row) => row.popular).sort((a, b) => b.followerCount - a.followerCount);
  const items: PeopleSuggestions["items"] = [];
  const taken = new Set<string>();
  for (let turn = 0; items.length < size && turn < Math.max(alike.length, popular.length); turn++) {
    for (const [row, reason] of [
      [popular[turn], "popular"],
      [alike[turn], "style-match"],
    ] as const) {
      if (!row || taken.has(row.id) || items.length >= size) continue;
      taken.add(row.id);
      const { styleRank, popular: _popular, ...person } = row;
      items.push({ ...person, isFollowing: false, reason: styleRank === null ? reason : "style-match" });
    }
  }
  return items;
}

/** Up to `size` people to follow: popular influencers and people who share the viewer's style, in turn. */
export async function peopleSuggestions(
  db: Executor,
  peopleSharingStyle: PeopleSharingStyle,
  viewerId: string,
  query: PeopleSuggestionsQuery,
): Promise<PeopleSuggestions> {
  const rows = await suggestablePeople(db, viewerId, await peopleSharingStyle(viewerId, STYLE_MATES));
  return { items: suggested(rows, query.size) };
}
