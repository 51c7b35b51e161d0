// Finding things by name (brands, stores): a keyword matches a name by trigram similarity, typos
// tolerated, through a gin_trgm_ops index on the name, or as a substring; best match first.
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Tx } from "./db.ts";

/** A LIKE pattern for `text` anywhere in a value, its wildcards taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * How alike a keyword and a word of a name must be for `<%`. pg_trgm's default (0.6) misses two swapped
 * letters in a short word ("denmi" for "Denim"), and shop and brand names are mostly short words.
 */
const WORD_MATCH_THRESHOLD = 0.5;

/**
 * The condition that `name` matches `keyword`, and the order that puts the best matches first. Takes a
 * transaction: the word-match threshold is set for it alone.
 */
export async function nameSearch(
  tx: Tx,
  name: SQLWrapper,
  keyword: string,
): Promise<{ matches: SQL; bestFirst: SQL[] }> {
  await tx.execute(
    sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_MATCH_THRESHOLD)}, true)`,
  );
  return {
    matches: sql`(${name} % ${keyword} or ${keyword} <% ${name} or ${name} ilike ${likePattern(keyword)})`,
    bestFirst: [sql`word_similarity(${keyword}, ${name}) desc`, sql`similarity(${name}, ${keyword}) desc`],
  };
}

/** Text as searches compare it: lower case, without accents ("Crème Brûlée" -> "creme brulee"). */
export const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
