import { AppError } from "../../platform/errors.ts";
import { Serialized } from "../../platform/serialized.ts";
import type { Mark, Rendered } from "./repo.ts";

/** A cursor is the last entry's mark, opaque to clients: base64url of its JSON. */
export const encodeCursor = (mark: Mark) =>
  Buffer.from(JSON.stringify([mark.key, mark.id])).toString("base64url");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A timestamptz as PostgreSQL writes it: "2026-05-31 18:26:47.123456+00". */
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(\.\d{1,6})?[+-](0\d|1[0-5])(:[0-5]\d)?$/;

/** What a feed is ordered by: a time (newest first, oldest first) or the Explore rank. */
export type Order = "time" | "rank";

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
};

/** The mark a cursor of a feed in this order carries; anything this server did not make for it is a 400 on `cursor`. */
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

/** One more row than the page is read: when it is there, the page's last row is where the next starts. */
export function paged<T>(
  rows: T[],
  size: number,
  markOf: (row: T) => Mark,
): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > size && last ? encodeCursor(markOf(last)) : null };
}

/** A page of rows the database rendered (one more than the page, as for `paged`), as the page's JSON. */
export function renderedPage<T>(rows: Rendered[], size: number): Serialized<T> {
  const page = paged(rows, size, (row) => row);
  return new Serialized(
    `{"items":[${page.rows.flatMap((row) => row.json ?? []).join(",")}],"nextCursor":${JSON.stringify(page.nextCursor)}}`,
  );
}
