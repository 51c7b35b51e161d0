// The one way lists page (decision 012): numbered pages (`page`, `size` -> `{ items, page, size, total }`)
// and keyset cursors (`cursor`, `size` -> `{ items, nextCursor }`), each as objects or as JSON text the
// database wrote (decision 006).
import type { PageQuery } from "@cbm/contracts";
import type { SQLWrapper } from "drizzle-orm";
import { AppError } from "./errors.ts";
import { Serialized } from "./serialized.ts";

// ---- numbered pages ----

/** Rows to skip and to read for a numbered page. */
export interface Paging {
  offset: number;
  limit: number;
}

/** The rows a numbered page reads. */
export const pagingOf = (query: PageQuery): Paging => ({
  offset: query.page * query.size,
  limit: query.size,
});

/** A numbered page: the contracts' `pageOf` envelope. */
export const numberedPage = <T>(query: PageQuery, items: T[], total: number) => ({
  items,
  page: query.page,
  size: query.size,
  total,
});

/**
 * A numbered page whose items the database wrote as a JSON array (`itemsJson`), with `more` members
 * after `total` (each sent as JSON.stringify writes it).
 */
export function renderedNumberedPage<T>(
  query: PageQuery,
  itemsJson: string,
  total: number,
  more: Record<string, string | number | boolean | null> = {},
): Serialized<T> {
  const members = Object.entries(more).map(
    ([name, value]) => `,${JSON.stringify(name)}:${JSON.stringify(value)}`,
  );
  return new Serialized(
    `{"items":${itemsJson},"page":${query.page},"size":${query.size},"total":${total}${members.join("")}}`,
  );
}

// ---- keyset pages ----

/** Where a keyset page ends: the sort value (a timestamp's text or a rank) and the id. */
export interface Mark {
  key: string | number;
  id: string;
}

/**
 * A row of a page the database rendered: the entry's JSON text (null for an entry not to show, which
 * still marks where the page ends), and its mark for the next page's cursor.
 */
/** A cursor's mark as a statement takes it: its values, or a prepared statement's placeholders. */
export type MarkIn = { [K in keyof Mark]: Mark[K] | SQLWrapper };

export interface Rendered extends Mark {
  json: string | null;
}

/**
 * What a keyset page is ordered by: a time (its PostgreSQL text, decision 006), a rank, or tiers each
 * read newest first (the key "<tier>|<time>", the tier a whole number from 0 to 9).
 */
export type Order = "time" | "rank" | "tiered";

/** A cursor is the last entry's mark, opaque to clients: base64url of its JSON. */
export const encodeCursor = (mark: Mark) =>
  Buffer.from(JSON.stringify([mark.key, mark.id])).toString("base64url");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A timestamptz as PostgreSQL writes it: "2026-05-31 18:26:47.123456+00". */
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(\.\d{1,6})?[+-](0\d|1[0-5])(:[0-5]\d)?$/;

/** The text is a real moment, every field in range: a 31st of February would fail the query. */
function isTimestamp(text: string): boolean {
  const [, date, time] = TIMESTAMP.exec(text) ?? [];
  if (!date || !time) return false;
  const parsed = new Date(`${date}T${time}Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(`${date}T${time}`);
}

const validKey: Record<Order, (key: unknown) => key is Mark["key"]> = {
  time: (key): key is string => typeof key === "string" && isTimestamp(key),
  rank: (key): key is number => typeof key === "number" && Number.isFinite(key),
  tiered: (key): key is string => typeof key === "string" && /^\d\|/.test(key) && isTimestamp(key.slice(2)),
};

/** The tier and the time of a tiered page's mark. */
export const tierOf = (mark: Mark) => {
  const key = String(mark.key);
  return { tier: Number(key.slice(0, 1)), time: key.slice(2) };
};

/** The mark a cursor of a page in this order carries; anything this server did not make for it is a 400 on `cursor`. */
export function decodeCursor(cursor: string | undefined, order: Order): Mark | undefined {
  if (cursor === undefined) return undefined;
  try {
    const [key, id] = JSON.parse(Buffer.from(cursor, "base64url").toString()) as unknown[];
    if (validKey[order](key) && typeof id === "string" && UUID.test(id)) return { key, id };
  } catch {
    // Not JSON: the same answer as any other foreign cursor.
  }
  throw AppError.field("cursor", "This cursor is not valid; start again from the first page");
}

/**
 * A keyset page from rows read one more than `size` (when that one is there, the page's last row is where
 * the next starts): the contracts' `cursorPageOf` envelope.
 */
export function keysetPage<R extends Mark, T>(
  rows: R[],
  size: number,
  item: (row: R) => T,
): { items: T[]; nextCursor: string | null } {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    items: page.map(item),
    nextCursor: rows.length > size && last ? encodeCursor(last) : null,
  };
}

/** A keyset page of rows the database rendered (one more than the page, as for `keysetPage`), as its JSON. */
export function renderedKeysetPage<T>(rows: Rendered[], size: number): Serialized<T> {
  const page = keysetPage(rows, size, (row) => row.json);
  const items = page.items.flatMap((json) => json ?? []);
  return new Serialized(`{"items":[${items.join(",")}],"nextCursor":${JSON.stringify(page.nextCursor)}}`);
}
