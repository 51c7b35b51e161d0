/** Words that say nothing about what a question is after. */
const STOP_WORDS = new Set(
  (
    "a an the and or of to in on at for from by with without into is are was were be been am do does did " +
    "i me my mine you your we our us it its this that these those there here what which who whom whose " +
    "how why when where can could should would will shall may might must please hi hello hey thanks thank " +
    "app get got have has had any some all just also than then so if not no yes about tell " +
    "show find see look looking want wanted need like give let know help much many way thing things"
  ).split(" "),
);

/** Lower-case words of a text, letters and digits only, accents folded. */
export function wordsOf(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A word's stem, good enough to meet "returns", "returning" and "returned" on "return". */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  for (const ending of ["ing", "ed", "es", "s"]) {
    if (word.endsWith(ending) && word.length - ending.length >= 4)
      return undoubled(word.slice(0, -ending.length));
  }
  return word;
}

/** "shipp" → "ship", "cancell" → "cancel"; "dress" stays. */
const undoubled = (word: string) => (/([^aeiouls])\1$|ll$/.test(word) ? word.slice(0, -1) : word);

/** The stems of the words that carry meaning. */
export const termsOf = (text: string) =>
  wordsOf(text)
    .filter((word) => !isStopWord(word))
    .map(stem);

/** A word without meaning of its own, or a lone letter ("what's" → "what", "s"). */
export const isStopWord = (word: string) => STOP_WORDS.has(word) || (word.length === 1 && !/\d/.test(word));
