// Finding people (GET /v1/users and /v1/users/blocked): by name words through the tokens the database
// keeps (migrations 0005 and 0006), or newest first. Every statement does work bounded by the page and
// TOTAL_CAP, never by how many people match, and is prepared once per shape of the search.
import { sql } from "drizzle-orm";
import { type Executor, reusable } from "../../platform/db.ts";
import type { Paging } from "../../platform/paging.ts";
import { GATHERED, peopleStatement, type Shape, TOTAL_CAP } from "./search-statement.ts";
import type { UserRow } from "./tables.ts";

export { TOTAL_CAP } from "./search-statement.ts";

/** Words of a keyword beyond these, the shortest, are left out. */
const KEYWORD_WORDS = 5;

export interface UserSearch {
  viewerId: string;
  among: Shape["among"];
  keyword?: string;
  sortByTime?: "asc" | "desc";
  role?: UserRow["roles"][number];
  canChat?: boolean;
}

export interface PeopleFound {
  /** The page's people as the JSON array of the contract's `UserListItem`s, written by the database. */
  items: string;
  total: number;
  /** More people match than `total` says. */
  totalCapped: boolean;
}

/**
 * One page of the people a search finds, and how many they are. A keyword's words each match a word of
 * the name that equals it or starts with it; a word no name has (a typo) matches the names nearest to it.
 * When nobody bears all the words so, the search runs again with every word also matching its typos.
 * Best match first (exact words before started ones before typos), then newest, unless `sortByTime`.
 */
export async function peopleFound(db: Executor, search: UserSearch, page: Paging): Promise<PeopleFound> {
  const { found, typosEverywhere } = await run(db, search, page, false);
  if (found.total > 0 || typosEverywhere) return found;
  return (await run(db, search, page, true)).found;
}

/** The search, and whether it already looked up typos for every word of the keyword (or had none). */
async function run(
  db: Executor,
  search: UserSearch,
  page: Paging,
  tolerant: boolean,
): Promise<{ found: PeopleFound; typosEverywhere: boolean }> {
  const shape: Shape = {
    among: search.among,
    keyword: search.keyword !== undefined,
    order: search.sortByTime ?? (search.keyword ? "relevance" : "desc"),
    role: search.role !== undefined,
    canChat: search.canChat === true,
  };
  const rows = await statement(shape)(db).execute({
    viewer: search.viewerId,
    keyword: search.keyword === undefined ? "" : searchedWords(search.keyword),
    role: search.role ?? "",
    limit: page.limit,
    offset: page.offset,
    tolerant,
  });
  const [{ items, people, gathered, moreWords, typosEverywhere }] = rows as [(typeof rows)[number]];
  const found = {
    items,
    total: Math.min(people, TOTAL_CAP),
    totalCapped: people > TOTAL_CAP || gathered === GATHERED || moreWords,
  };
  return { found, typosEverywhere };
}

/**
 * The keyword's distinct words, longest first (the two longest, the most telling, make the pair token
 * looked up), at most KEYWORD_WORDS of them; the statement folds their case and accents.
 */
function searchedWords(keyword: string): string {
  const words = new Set(keyword.toLowerCase().split(/\s+/));
  return [...words]
    .sort((a, b) => b.length - a.length)
    .slice(0, KEYWORD_WORDS)
    .join(" ");
}

const statements = new Map<string, ReturnType<typeof prepared>>();

/** The prepared statement of this shape, built at its first use. */
function statement(shape: Shape) {
  const name = `people_${shape.among}_${shape.keyword ? "keyword" : "all"}_${shape.order}${shape.role ? "_role" : ""}${shape.canChat ? "_chat" : ""}`;
  let found = statements.get(name);
  if (!found) {
    found = prepared(name, shape);
    statements.set(name, found);
  }
  return found;
}

function prepared(name: string, shape: Shape) {
  return reusable((db) =>
    db
      .select({
        items: sql<string>`found.items`,
        people: sql<number>`found.people`,
        gathered: sql<number>`found.gathered`,
        moreWords: sql<boolean>`found.more_words`,
        typosEverywhere: sql<boolean>`found.typos_everywhere`,
      })
      .from(sql`(${peopleStatement(shape)}) found`)
      .prepare(name),
  );
}
