import { COLOURS, ITEM_CATEGORIES, type ItemCategory } from "@cbm/contracts";
import type { ProductFilters } from "./catalogue.ts";
import { isStopWord, stem, wordsOf } from "./words.ts";

/** What a question asks for, as far as words tell. */
export type Intent =
  | { kind: "live" }
  | { kind: "sellers"; subject: string }
  | { kind: "products"; filters: ProductFilters }
  | { kind: "help" };

/** The shop's filters take prices in minor units; the question names major units (cents per unit). */
const MINOR_PER_MAJOR = 100;

const HOW_TO =
  /^(how|why|can i|could i|do i|should i|what happens|what if|is it possible|where do i|where can i (see|find) my|when)\b/;
const LIVE =
  /\blive\b|\blivestream|\bstream(ing)?\b|\bevents?\b.*\b(now|today|tonight|upcoming|happening|on)\b/;
const SELLERS =
  /^(?:(?:who|which (?:stores?|shops?|brands?)|what (?:stores?|shops?|brands?))\s+(?:sells?|selling|stocks?|carr(?:y|ies)|has|have|makes?)|where can i (?:buy|get|find))\s+(.+)$/;
const NAMED = /^(?:is there|do you have|have you got) (?:an? )?(?:store|shop|brand) (?:called|named) (.+)$/;
const PRICE_NUMBER = String.raw`[€$£]?\s*(\d+(?:[.,]\d{1,2})?)\s*(?:€|\$|£|euros?\b|eur\b|usd\b|dollars?\b|gbp\b|pounds?\b)?`;
const BETWEEN = new RegExp(String.raw`\b(?:between|from)\s+${PRICE_NUMBER}\s+(?:and|to|-)\s+${PRICE_NUMBER}`);
const AT_MOST = new RegExp(
  String.raw`(?:\b(?:under|below|less than|cheaper than|max(?:imum)?|up to|at most)|<)\s*${PRICE_NUMBER}`,
);
const AT_LEAST = new RegExp(
  String.raw`(?:\b(?:over|above|more than|at least|min(?:imum)?)|>)\s*${PRICE_NUMBER}`,
);
const PRICE_WORDS = new Set("eur euro euros usd dollar dollars gbp pound pounds price".split(" "));
const SHOPPING_WORDS = new Set(
  "buy buying shop shopping sell sells selling store stores product products something cheap cheaper under below over above less more between max maximum min minimum most least up me pair pairs new nice costs cost".split(
    " ",
  ),
);

const COLOUR_SYNONYMS: Record<string, string> = {
  gray: "grey",
  violet: "purple",
  maroon: "burgundy",
  tan: "camel",
};
const CATEGORY_WORDS: Record<string, ItemCategory> = {
  top: "tops",
  bottom: "bottoms",
  dress: "dresses",
  shoe: "shoes",
  bag: "bags",
  accessory: "accessories",
  accessories: "accessories",
};
for (const category of Object.keys(ITEM_CATEGORIES) as ItemCategory[]) CATEGORY_WORDS[category] = category;
const SUBCATEGORY_PARENTS = new Map<string, ItemCategory>(
  (Object.entries(ITEM_CATEGORIES) as [ItemCategory, readonly string[]][]).flatMap(([category, kinds]) =>
    kinds.map((kind) => [stem(kind), category] as const),
  ),
);

const minor = (amount: string | undefined) =>
  amount === undefined ? undefined : Math.round(Number(amount.replace(",", ".")) * MINOR_PER_MAJOR);

function priceBounds(text: string): { minPrice?: number; maxPrice?: number; rest: string } {
  const between = BETWEEN.exec(text);
  if (between)
    return { minPrice: minor(between[1]), maxPrice: minor(between[2]), rest: text.replace(between[0], " ") };
  const atMost = AT_MOST.exec(text);
  const atLeast = AT_LEAST.exec(text);
  let rest = text;
  for (const match of [atMost, atLeast]) if (match) rest = rest.replace(match[0], " ");
  return { maxPrice: minor(atMost?.[1]), minPrice: minor(atLeast?.[1]), rest };
}

function colourOf(words: string[]): { colour?: string; used: Set<string> } {
  const joined = words.join(" ");
  if (/\blight blue\b/.test(joined)) return { colour: "light-blue", used: new Set(["light", "blue"]) };
  for (const word of words) {
    const colour = COLOUR_SYNONYMS[word] ?? word;
    if ((COLOURS as readonly string[]).includes(colour)) return { colour, used: new Set([word]) };
  }
  return { used: new Set() };
}

function categoryOf(words: string[]): { category?: ItemCategory; used: Set<string> } {
  for (const word of words) {
    const category = CATEGORY_WORDS[word] ?? CATEGORY_WORDS[stem(word)];
    if (category) return { category, used: new Set([word]) };
  }
  for (const word of words) {
    const parent = SUBCATEGORY_PARENTS.get(stem(word));
    if (parent) return { category: parent, used: new Set() };
  }
  return { used: new Set() };
}

/** The shop's filters a question names: colour, category, a price bound and the other words as keyword. */
export function productFilters(text: string): { filters: ProductFilters; signals: number } {
  const { minPrice, maxPrice, rest } = priceBounds(text);
  const words = wordsOf(rest);
  const colour = colourOf(words);
  const category = categoryOf(words);
  const keywordWords = words.filter(
    (word) =>
      !colour.used.has(word) &&
      !category.used.has(word) &&
      !isStopWord(word) &&
      !SHOPPING_WORDS.has(word) &&
      !PRICE_WORDS.has(word) &&
      !/^\d/.test(word),
  );
  const keyword = keywordWords.map(stem).join(" ") || undefined;
  const signals = [colour.colour, category.category, minPrice, maxPrice].filter(
    (each) => each !== undefined,
  ).length;
  const filters = { keyword, colour: colour.colour, category: category.category, minPrice, maxPrice };
  return { filters, signals };
}

/** Reads what a question is after: what is live, who sells something, products, or how CBM works. */
export function intentOf(question: string): Intent {
  const text = wordsOf(question).join(" ");
  if (HOW_TO.test(text)) return { kind: "help" };
  if (LIVE.test(text)) return { kind: "live" };
  const sellers = SELLERS.exec(text) ?? NAMED.exec(text);
  if (sellers?.[1]) return { kind: "sellers", subject: sellers[1].replace(/^(?:a|an|the|some)\s+/, "") };
  const { filters, signals } = productFilters(question.toLowerCase());
  return signals > 0 ? { kind: "products", filters } : { kind: "help" };
}
