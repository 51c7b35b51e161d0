/**
 * A vocabulary's words, in the order of its labels: each list is written once, as the keys of the
 * labels the web shows (`{ womenswear: "Womenswear", ... }` -> `["womenswear", ...]`).
 */
export const wordsOf = <const Word extends string>(labels: Record<Word, unknown>) =>
  Object.keys(labels) as unknown as readonly [Word, ...Word[]];
