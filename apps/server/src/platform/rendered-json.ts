// The contract's JSON written by the database (decision 006), built one way (decision 012): an object is
// the contract's schema and one SQL expression per field, so a field the schema lacks or misses is a type
// error, and the statement concatenates text (no json_build_object: it cost a third of a feed page).
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { z } from "zod";
import { sqlQuery } from "./raw-sql.ts";

/** SQL whose text is a JSON value. */
export type JsonText = SQL<string>;

type Keys<S extends z.ZodObject> = keyof S["shape"] & string;

/** One JSON text per field of the schema `S`: the members of its object. */
export type Members<S extends z.ZodObject> = { [K in Keys<S>]: JsonText };

/** `M`, when it names no field that `Allowed` does not. */
type Only<M, Allowed extends string> = M & { [K in Exclude<keyof M, Allowed>]: never };

/** How a value the database holds is written as JSON text. */
export const json = {
  /** Any value, `null` when it is null (to_json writes strings, arrays and objects escaped). */
  value: (expression: SQLWrapper): JsonText => sql<string>`coalesce(to_json(${expression})::text, 'null')`,
  /** A value that is never null. */
  present: (expression: SQLWrapper): JsonText => sql<string>`to_json(${expression})`,
  /** A uuid, never null: its text in quotes. */
  uuid: (expression: SQLWrapper): JsonText => sql<string>`('"' || ${expression} || '"')`,
  /** A number or a boolean, never null: its text is its JSON. */
  scalar: (expression: SQLWrapper): JsonText => sql<string>`${expression}`,
  /** A constant. */
  literal: (value: string | number | boolean | null): JsonText =>
    sql<string>`${sql.raw(quoted(JSON.stringify(value)))}`,
};

/** A string as an SQL literal. */
const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** `{"a":<a>,"b":<b>}` from `opening` (`'{'`, or a card without its `}`), the members and `}`. */
function concatenated(opening: string, members: Record<string, JsonText>, first: boolean): JsonText {
  const parts = Object.entries(members).map(
    ([name, value], index) =>
      sql`${sql.raw(quoted(`${index === 0 && first ? "" : ","}${JSON.stringify(name)}:`))} || ${value}`,
  );
  return sql<string>`(${sql.raw(opening)} || ${sql.join(parts, sql` || `)} || '}')`;
}

/** The schema's object as JSON text, each field written by its member, in the members' order. */
export function jsonObject<S extends z.ZodObject, M extends Members<S>>(
  _schema: S,
  members: Only<M, Keys<S>>,
): JsonText {
  return concatenated("'{'", members, true);
}

/**
 * The fields of a schema's object that the database keeps as JSON text on the row (a card, decision 006:
 * written by a trigger from the row's own columns), and the column that holds it.
 */
export interface Card<S extends z.ZodObject, C extends Keys<S>> {
  schema: S;
  column: SQLWrapper;
  /** The fields the card holds; the rendered rows' checks in the tests hold the card to them. */
  fields: readonly C[];
}

/** The schema's object as JSON text: the card's fields, then the others, each written by its member. */
export function cardObject<
  S extends z.ZodObject,
  C extends Keys<S>,
  M extends Record<Exclude<Keys<S>, C>, JsonText>,
>(card: Card<S, C>, members: Only<M, Exclude<Keys<S>, C>>): JsonText {
  return sql<string>`(left(${card.column}, -1) || ${concatenated("''", members, false)})`;
}

/**
 * A rendering without parameters, written out as SQL text once: Drizzle otherwise walks each of its many
 * pieces again in every statement built with it (a shop page's cards were a fifth of its server time).
 */
export function writtenOnce(rendering: JsonText): JsonText {
  const { sql: text, params } = sqlQuery(rendering);
  if (params.length > 0) throw new Error("a rendering written once cannot take parameters");
  return sql.raw(text) as JsonText;
}
