import { z } from "zod";

/**
 * A vocabulary's words, in the order of its labels: each list is written once, as the keys of the
 * labels the web shows (`{ womenswear: "Womenswear", ... }` -> `["womenswear", ...]`).
 */
export const wordsOf = <const Word extends string>(labels: Record<Word, unknown>) =>
  Object.keys(labels) as unknown as readonly [Word, ...Word[]];

export const TAG_MAX = 30;

/** A tag of an outfit or a product: letters, digits and dashes, without the '#', stored in lower case. */
export const TagSchema = z
  .string({ error: "Each tag must be text" })
  .trim()
  .transform((tag) => tag.replace(/^#/, "").toLowerCase())
  .pipe(
    z
      .string()
      .min(1, "A tag cannot be empty")
      .max(TAG_MAX, `A tag must be at most ${TAG_MAX} characters`)
      .regex(/^[\p{L}\p{N}-]+$/u, "A tag has only letters, digits and dashes"),
  );
