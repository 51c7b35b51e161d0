// The statement of a people search (search.ts), one per shape of the search: common table expressions
// that find the candidates in page order and count them, and a last select that answers one row, the
// page's people as the contract's JSON text (decision 006) and the counts.
import { UserListItemSchema } from "@cbm/contracts";
import { type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { json, jsonObject } from "../../platform/rendered-json.ts";
import { adminIds, followsViewer, notBlockedEitherWay, personMembers, viewerFollows } from "./people-repo.ts";
import { live } from "./repo.ts";
import { blocks, userNameTerms, userNameTokens, users } from "./tables.ts";

/** `total` counts matches up to here; past it the answer is TOTAL_CAP with `totalCapped`. */
export const TOTAL_CAP = 100;
/** At most this many name words a keyword's word may be the start of (the first ones in text order). */
const PREFIX_TERMS = 16;
/** At most this many name words a keyword's word may be a typo of (the nearest by trigrams). */
const TYPO_TERMS = 10;
/** The least trigram similarity of a typo to the word meant. */
const TYPO_SIMILARITY = 0.2;

/** What a statement is prepared for: whom it searches among, and which filters and order it has. */
export interface Shape {
  /**
   * "visible": everyone but the viewer, the admins and the people blocked either way; "blocked": whom the
   * viewer blocked.
   */
  among: "visible" | "blocked";
  keyword: boolean;
  order: "relevance" | "asc" | "desc";
  role: boolean;
  canChat: boolean;
}

const p = {
  viewer: sql`${sql.placeholder("viewer")}::uuid`,
  keyword: sql`${sql.placeholder("keyword")}::text`,
  role: sql`${sql.placeholder("role")}::text`,
  limit: sql`${sql.placeholder("limit")}::int`,
  // A page far past the end is valid input: its offset may pass int's range.
  offset: sql`${sql.placeholder("offset")}::bigint`,
  tolerant: sql`${sql.placeholder("tolerant")}::boolean`,
};

/**
 * The counting reads at most TOTAL_CAP + 1 people per name token and twice that in all, enough to tell
 * TOTAL_CAP people apart even when each bears two of the matching words.
 */
export const GATHERED = 2 * (TOTAL_CAP + 1);

// `found` (user_id, created_at, score) are the candidates in page order, `counted` how many match.

// Tables read more than once, each under a name of its own: the alias for columns, `...From` for FROM.
const term = alias(userNameTerms, "term");
const termFrom = sql`${userNameTerms} as ${term}`;
const known = alias(userNameTerms, "known");
const knownFrom = sql`${userNameTerms} as ${known}`;
const token = alias(userNameTokens, "token");
const tokenFrom = sql`${userNameTokens} as ${token}`;
const other = alias(userNameTokens, "other");
const otherFrom = sql`${userNameTokens} as ${other}`;
const block = alias(blocks, "block");
const blockFrom = sql`${blocks} as ${block}`;

/** The end of the range of the texts that start with a word, in the byte order of text_pattern_ops. */
const END = sql.raw(`U&'\\+10FFFF'`);

/**
 * `words`: the keyword's words (rank 1 the longest); `cand`: the name words (terms) each may mean, scored
 * 1 when equal, between 0.5 and 1 when the term starts with it (longer terms less), by trigram similarity
 * when it is a typo. Typos are looked up for a word no term equals or starts with, or for every word
 * when `tolerant`.
 */
const candidates = sql`
  words as (select word, rank from unnest(name_words(${p.keyword})) with ordinality as words(word, rank)),
  cand as (
    select words.rank, c.term, c.score, c.kind from words cross join lateral (
      select ${term.term}, 1::real as score, 'equal' as kind from ${termFrom} where ${term.term} = words.word
      union all
      (select ${term.term}, (0.5 + 0.5 * length(words.word) / length(${term.term}))::real, 'start' from ${termFrom}
        where ${term.term} ~>~ words.word and ${term.term} ~<~ (words.word || ${END})
        order by ${term.term} using ~<~ limit ${sql.raw(String(PREFIX_TERMS))})
      union all
      (select ${term.term}, ${typoScore(term.term)}, 'typo' from ${termFrom}
        where ${p.tolerant} or not exists (
          select from ${knownFrom} where ${known.term} ~>=~ words.word and ${known.term} ~<~ (words.word || ${END}))
        order by ${term.term} <-> words.word limit ${sql.raw(String(TYPO_TERMS))})
    ) as c
    where c.score >= ${sql.raw(String(TYPO_SIMILARITY))}
  )`;

/**
 * Trigram similarity, except that the same letters in another order ("jonh", "smiht": the most common
 * typo, which shares few trigrams with the word meant) count as a near match.
 */
function typoScore(column: typeof term.term): SQL {
  const letters = (text: SQL) => sql`array(select unnest(string_to_array(${text}, null)) order by 1)`;
  return sql`greatest(similarity(${column}, words.word),
    case when length(${column}) = length(words.word) and ${letters(sql`${column}`)} = ${letters(sql`words.word`)}
    then 0.75 end)::real`;
}

/**
 * `keys`: the tokens to read. One word: each of its terms. Two or more: each pair of a term of the longest
 * word and a term of the second, as the pair token ("garcia maria") that only people bearing both have.
 */
const keys = sql`
  keys as (
    select case when second.term is null then first.term
        else least(first.term, second.term) || ' ' || greatest(first.term, second.term) end as key,
      first.score + coalesce(second.score, 0) as score
    from cand as first left join cand as second on second.rank = 2 and second.term <> first.term
    where first.rank = 1 and (second.term is null) = not exists (select from words where rank = 2)
  )`;

/**
 * `more_words`: some word starts more terms than were read, so more people may match; `typos_everywhere`:
 * every word was looked up for typos already, so a tolerant search would find nobody new.
 */
const keywordFacts = sql`
  exists (select from cand where kind = 'start' group by rank having count(*) = ${sql.raw(String(PREFIX_TERMS))})
    as more_words,
  ${p.tolerant} or not exists (select from cand where kind <> 'typo') as typos_everywhere`;
const noKeywordFacts = sql`false as more_words, true as typos_everywhere`;

/** The words after the second (rare: three-word names) must each match another token of the person. */
const otherWordsMatch = (
  userId: SQL | typeof token.userId,
) => sql`(not exists (select from words where rank > 2) or not exists (
    select from words where words.rank > 2 and not exists (
      select from ${otherFrom} join cand on cand.term = ${other.term} and cand.rank = words.rank
      where ${other.userId} = ${userId})))`;

/** The filters of the query string on the person of the outer `users` row. */
function personFilters(shape: Shape): SQL {
  const filters: SQL[] = [];
  if (shape.role) filters.push(sql`${users.roles} @> array[${p.role}]`);
  if (shape.canChat) filters.push(sql`(${users.chatInvitation} or ${followsViewer(p.viewer)})`);
  if (shape.canChat && shape.among === "blocked") filters.push(notBlockedEitherWay(p.viewer));
  return sql.join(
    filters.map((filter) => sql` and ${filter}`),
    sql``,
  );
}

const hidden = sql`
  hidden as (
    select array(
      select ${block.blockedId} from ${blockFrom} where ${block.blockerId} = ${p.viewer}
      union all select ${block.blockerId} from ${blockFrom} where ${block.blockedId} = ${p.viewer}
      union all ${adminIds}
    ) || ${p.viewer} as ids
  )`;

/** The sort of each shape, on `found`'s columns, and the matching walk of the indexes by join time. */
const ORDER = {
  relevance: {
    found: sql`found.score desc, found.created_at desc, found.user_id`,
    time: sql`desc`,
    id: sql`asc`,
  },
  desc: { found: sql`found.created_at desc, found.user_id`, time: sql`desc`, id: sql`asc` },
  asc: { found: sql`found.created_at, found.user_id desc`, time: sql`asc`, id: sql`desc` },
};

/**
 * The person of the outer `users` row as the contract's `UserListItem`, JSON text in the schema's order
 * (search.test.ts holds the page equal to the schema's serialization of it).
 */
const listItem = jsonObject(UserListItemSchema, {
  ...personMembers,
  roles: json.present(users.roles),
  sign: json.value(users.sign),
  followerCount: json.scalar(users.followerCount),
  isFollowing: json.scalar(viewerFollows(p.viewer)),
});

/** The statement of a search of this shape. */
export function peopleStatement(shape: Shape): SQL {
  const parts = shape.among === "blocked" ? blockedPeople(shape) : visiblePeople(shape);
  const order = ORDER[shape.order].found;
  return sql`with ${sql.join(parts, sql`, `)}
    select counted.*, (
      select '[' || coalesce(string_agg(person.item, ',' order by ${order}), '') || ']'
      from (select * from found order by ${order} limit ${p.limit} offset ${p.offset}) as found
      cross join lateral (select ${listItem} as item from ${users} where ${users.id} = found.user_id and ${live}) as person
    ) as items
    from counted`;
}

/** Everyone but the viewer, the admins and the people blocked either way (`hidden`). */
function visiblePeople(shape: Shape): SQL[] {
  const filters = personFilters(shape);
  if (!shape.keyword) {
    const listed = sql`from ${users}, hidden where ${live} and ${users.id} <> all(hidden.ids)${filters}`;
    return [
      hidden,
      sql`found as (select ${users.id} as user_id, ${users.createdAt} as created_at ${listed})`,
      sql`counted as (select count(*)::int as people, 0 as gathered, ${noKeywordFacts}
        from (select ${listed} limit ${sql.raw(String(TOTAL_CAP + 1))}) as listed)`,
    ];
  }
  const { time, id } = ORDER[shape.order];
  // The people of a token, in the page's order, who pass the filters (tokens exist for live people only).
  const admitted = sql`${token.term} = keys.key and ${token.userId} <> all(hidden.ids)
    ${shape.role || shape.canChat ? sql`and exists (select from ${users} where ${users.id} = ${token.userId}${filters})` : sql``}
    and ${otherWordsMatch(token.userId)}`;
  return [
    candidates,
    keys,
    hidden,
    sql`found as (
      select distinct on (bearer.user_id) bearer.user_id, bearer.created_at, keys.score
      from keys, hidden, lateral (
        select ${token.userId} as user_id, ${token.createdAt} as created_at from ${tokenFrom} where ${admitted}
        order by ${token.createdAt} ${time}, ${token.userId} ${id} limit ${p.limit} + ${p.offset}
      ) as bearer
      order by bearer.user_id, keys.score desc
    )`,
    sql`counted as (
      select count(distinct user_id)::int as people, count(*)::int as gathered, ${keywordFacts}
      from (select bearer.user_id from keys, hidden, lateral (
        select ${token.userId} as user_id from ${tokenFrom} where ${admitted} limit ${sql.raw(String(TOTAL_CAP + 1))}
      ) as bearer limit ${sql.raw(String(GATHERED))}) as gathered
    )`,
  ];
}

/** The people the viewer blocked: few, so each is scored against the keyword's words in turn. */
function blockedPeople(shape: Shape): SQL[] {
  const blocked = sql`from ${blockFrom} join ${users} on ${users.id} = ${block.blockedId} and ${live}`;
  const where = sql`where ${block.blockerId} = ${p.viewer}${personFilters(shape)}`;
  if (!shape.keyword) {
    return [
      sql`found as (select ${users.id} as user_id, ${users.createdAt} as created_at ${blocked} ${where})`,
      sql`counted as (select count(*)::int as people, 0 as gathered, ${noKeywordFacts}
        from (select from found limit ${sql.raw(String(TOTAL_CAP + 1))}) as listed)`,
    ];
  }
  return [
    candidates,
    sql`found as (
      select ${users.id} as user_id, ${users.createdAt} as created_at, matched.score ${blocked},
      lateral (
        select sum(best) as score, count(*) as words from (
          select max(cand.score) as best from ${otherFrom} join cand on cand.term = ${other.term}
          where ${other.userId} = ${users.id} group by cand.rank
        ) as best_per_word
      ) as matched
      ${where} and matched.words = (select count(*) from words)
    )`,
    sql`counted as (select count(*)::int as people, 0 as gathered, ${keywordFacts}
      from (select from found limit ${sql.raw(String(TOTAL_CAP + 1))}) as listed)`,
  ];
}
