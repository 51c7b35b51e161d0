// The shop's keyword (decision 015): its words, what each may mean in the catalogue's words
// (product_terms), and the products bearing them (product_words), by an index in page order.
import { and, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Db, type Tx, whenCommitted } from "../../platform/db.ts";
import { Kept } from "../../platform/kept.ts";
import { folded } from "../../platform/name-search.ts";
import type { MarkIn } from "../../platform/paging.ts";
import { rowsOf, textArray } from "../../platform/raw-sql.ts";
import { activeStoreOf } from "../stores/index.ts";
import { products, productTerms, productWords } from "./tables.ts";

/** At most this many catalogue words a keyword's word may be the start of (itself included). */
const PREFIX_TERMS = 16;
/** At most this many catalogue words a keyword's word may be a typo of, and the least trigram similarity. */
const TYPO_TERMS = 3;
const TYPO_SIMILARITY = 0.3;
/** The words of a keyword a search reads. */
const KEYWORD_WORDS = 6;

/** The end of the range of the texts that start with a word, in the byte order of text_pattern_ops. */
const END = sql.raw(`U&'\\+10FFFF'`);

/** A keyword's words as the catalogue writes them (productWords), longest (so rarest) first. */
export const keywordWords = (keyword: string) =>
  [...new Set(folded(keyword).split(/[^\p{L}\p{N}]+/u))]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .slice(0, KEYWORD_WORDS);

const known = alias(productTerms, "known");

/**
 * The catalogue's words a keyword's word may mean, as an array: the words it starts, itself included
 * ("linen" and "linens"), or else its nearest typos ("linnen"); none when nothing is alike. The nearest
 * are read first, then those alike enough kept (the distance is one less the similarity): filtered in
 * the index's walk, the walk would go on through every catalogue word for the three it cannot find.
 */
const termsOf = (word: string) => sql`array(
  (select ${productTerms.term} from ${productTerms}
    where ${productTerms.term} ~>=~ ${word} and ${productTerms.term} ~<~ (${word} || ${END})
    order by ${productTerms.term} using ~<~ limit ${sql.raw(String(PREFIX_TERMS))})
  union all
  (select nearest.term from (select ${productTerms.term} from ${productTerms}
      where not exists (select from ${productTerms} as ${known}
          where ${known.term} ~>=~ ${word} and ${known.term} ~<~ (${word} || ${END}))
      order by ${productTerms.term} <-> ${word} limit ${sql.raw(String(TYPO_TERMS))}) as nearest
    where similarity(nearest.term, ${word}) >= ${sql.raw(String(TYPO_SIMILARITY))}))`;

/** How long an instance keeps what a word means: another instance's new catalogue words show after it. */
const MEANINGS_KEPT_MS = 10_000;
const MEANINGS_KEPT = 10_000;
const keptMeanings = new WeakMap<Db, Kept<string, { terms: string[]; until: number }>>();

/**
 * What each of a keyword's words means in the catalogue (termsOf), kept by the instance for a few
 * seconds: working it out was a third of a search's time. A meaning worked out while the catalogue's
 * words change is kept in the forgotten map, never in the next one.
 */
export async function meaningsOf(db: Db, words: string[]): Promise<string[][]> {
  const kept = keptMeanings.get(db) ?? new Kept(MEANINGS_KEPT);
  keptMeanings.set(db, kept);
  const now = Date.now();
  const keptFor = (word: string) => {
    const meaning = kept.get(word);
    return meaning && meaning.until > now ? meaning.terms : undefined;
  };
  const unknown = words.filter((word) => keptFor(word) === undefined);
  if (unknown.length > 0) {
    const [row] = await rowsOf<{ meanings: string[][] }>(
      db,
      sql`select json_build_array(${sql.join(unknown.map(termsOf), sql`, `)}) as meanings`,
    );
    for (const [index, word] of unknown.entries())
      kept.set(word, { terms: row?.meanings[index] ?? [], until: now + MEANINGS_KEPT_MS });
  }
  return words.map((word) => keptFor(word) ?? []);
}

/** After `tx` commits, the instance works out its words' meanings again: the catalogue's words changed. */
export const wordsChanged = (db: Db, tx: Tx) => whenCommitted(tx, () => keptMeanings.delete(db));

/** The product of the outer `products` row bears one of the words `terms` names. */
export const bears = (terms: SQL) =>
  sql`exists (select from ${productWords} where ${productWords.productId} = ${products.id} and ${productWords.word} = any(${terms}))`;

/**
 * The newest products that bear one of the words `terms` names and meet `conditions`, after the cursor's
 * mark: for each word, a range of product_words in page order, read until a page's worth passes.
 */
export function newestBearing(
  terms: SQL,
  conditions: SQL | undefined,
  after: MarkIn | undefined,
  limit: number,
): SQL {
  const [store, storeIsActive] = activeStoreOf(products.storeId);
  const walk = sql`select ${productWords.productId} as id from ${productWords}
    join ${products} on ${products.id} = ${productWords.productId}
    join ${store} on ${storeIsActive}
    where ${productWords.word} = words.term ${conditions ? sql`and ${conditions}` : sql``}
      ${after ? sql`and (${productWords.createdAt}, ${productWords.productId}) < (${after.key}::timestamptz, ${after.id}::uuid)` : sql``}
    order by ${productWords.createdAt} desc, ${productWords.productId} desc limit ${sql.raw(String(limit + 1))}`;
  return sql`${products.id} in (select walk.id from unnest(${terms}) as words(term) cross join lateral (${walk}) as walk)`;
}

/** The products bearing a meaning of each of a keyword's words (`meanings`, arrays or placeholders of them). */
export function bearing(meanings: (string[] | SQLWrapper)[]) {
  const [first, ...others] = meanings.map((terms) =>
    Array.isArray(terms) ? textArray(terms) : sql`${terms}::text[]`,
  );
  return { first, others: and(...others.map(bears)) };
}
