import type { Brand, ProductCard } from "@cbm/contracts";
import { type HelpArticle, helpPath } from "@cbm/help";
import type { Catalogue, ProductFilters } from "./catalogue.ts";
import type { HelpSearch } from "./help-search.ts";
import { intentOf, productFilters } from "./question.ts";
import { money, plain, productPath, shopPath, storePath } from "./replies.ts";
import { wordsOf } from "./words.ts";

/** A retrieval answer: the reply as sent without a model, its sources, and the facts that ground a model. */
export interface Grounding {
  reply: string;
  /** The app paths the answer rests on. */
  sources: string[];
  facts: string[];
}

export interface RetrievalOptions {
  catalogue: Catalogue;
  help: HelpSearch;
  liveEvents: () => Promise<{ title: string; path: string }[]>;
}

/** Below this BM25 score a help article shares too little with the question to be its answer. */
const HELP_SCORE_MIN = 1.5;
/** Products named in one answer. */
const ANSWER_LENGTH = 5;
const EVENTS_ARTICLE = "events-and-live-shopping";
const WHAT_I_DO =
  'I can find products ("black boots under 200"), tell you which stores sell something, and explain how CBM works: buying, shipping, returns, closets and outfits, following, subscriptions, events and your account. All help pages: /help';

const grounding = (lines: string[], sources: string[], facts: string[] = lines): Grounding => ({
  reply: lines.join("\n"),
  sources,
  facts,
});

const productLine = (product: ProductCard) =>
  `- ${plain(product.title)}, ${money(product.priceMinor, product.currency)} at ${plain(product.store.name)}: ${productPath(product.store.slug, product.id)}`;
const storeLine = (store: { name: string; slug: string }) =>
  `- ${plain(store.name)}: ${storePath(store.slug)}`;
const brandLine = (brand: Brand) => `- ${plain(brand.name)}: ${shopPath({ brandId: brand.id })}`;

/**
 * Whether a title bears every word of a keyword (as a word's start): the shop tolerates typos, which
 * helps a shopper's search but would let a question's stray word ("weather") find "leather".
 */
const bearsWords = (title: string, keyword: string) => {
  const own = wordsOf(title);
  return wordsOf(keyword).every((word) => own.some((each) => each.startsWith(word)));
};

const helpAnswer = (article: HelpArticle, passage: string): Grounding => {
  const path = helpPath(article.slug);
  return grounding(
    [`${article.title}: ${article.summary}`, passage, `More: ${path}`].filter(Boolean),
    [path],
    [`Help page "${article.title}" (${path}):`, article.summary, article.body],
  );
};

/** Answers from the catalogue and the help articles alone: what the assistant says without a model. */
export function retrieval({ catalogue, help, liveEvents }: RetrievalOptions) {
  const bestHelp = (question: string) => help.rank(question).find((match) => match.score >= HELP_SCORE_MIN);

  /** The shop's products for these filters that bear the keyword's words. */
  async function products(filters: ProductFilters): Promise<ProductCard[]> {
    const found = await catalogue.products(filters);
    const { keyword } = filters;
    return (keyword ? found.filter((product) => bearsWords(product.title, keyword)) : found).slice(
      0,
      ANSWER_LENGTH,
    );
  }

  function productsAnswer(question: string, filters: ProductFilters, found: ProductCard[]): Grounding {
    const more = shopPath({ ...filters });
    const asked = plain(question);
    if (found.length === 0)
      return grounding(
        [`I found nothing in the shop for "${asked}" right now. Try other filters: ${more}`],
        [more],
      );
    return grounding(
      [
        `Here is what I found in the shop for "${asked}":`,
        ...found.map(productLine),
        `More in the shop: ${more}`,
      ],
      found.map((product) => productPath(product.store.slug, product.id)),
    );
  }

  async function sellers(subject: string): Promise<Grounding> {
    const { filters } = productFilters(subject);
    const [byProduct, byName, brands] = await Promise.all([
      products(filters),
      catalogue.stores(subject),
      catalogue.brands(subject),
    ]);
    const stores = new Map<string, ProductCard["store"]>();
    for (const product of byProduct) stores.set(product.store.id, product.store);
    for (const store of byName) stores.set(store.id, store);
    if (stores.size === 0 && brands.length === 0)
      return grounding(
        [`I found no store or brand for "${plain(subject)}". Browse every store in the shop: /shop`],
        ["/shop"],
      );
    const storeList = [...stores.values()];
    return grounding(
      [
        ...(storeList.length ? [`Stores for "${plain(subject)}":`, ...storeList.map(storeLine)] : []),
        ...(brands.length ? ["Brands:", ...brands.map(brandLine)] : []),
      ],
      [
        ...storeList.map((store) => storePath(store.slug)),
        ...brands.map((brand) => shopPath({ brandId: brand.id })),
      ],
    );
  }

  async function live(): Promise<Grounding> {
    const events = await liveEvents();
    if (events.length > 0)
      return grounding(
        ["Live now:", ...events.map((event) => `- ${plain(event.title)}: ${event.path}`)],
        events.map((event) => event.path),
      );
    const path = helpPath(EVENTS_ARTICLE);
    return grounding(
      [
        "I cannot see any event live right now: live events are not open on CBM yet. Live Events (/events/live-event) will list them.",
        `More: ${path}`,
      ],
      [path],
    );
  }

  /** Stores named like the question, else products that bear its words; nothing when neither does. */
  async function byKeyword(question: string, keyword: string): Promise<Grounding | undefined> {
    const [stores, found] = await Promise.all([catalogue.stores(question), products({ keyword })]);
    if (stores.length > 0)
      return grounding(
        ["Stores:", ...stores.map(storeLine)],
        stores.map((store) => storePath(store.slug)),
      );
    return found.length > 0 ? productsAnswer(question, { keyword }, found) : undefined;
  }

  async function bySearch(question: string): Promise<Grounding> {
    const match = bestHelp(question);
    if (match) return helpAnswer(match.article, help.passage(match.article, question));
    const { keyword } = productFilters(question.toLowerCase()).filters;
    const found = keyword ? await byKeyword(question, keyword) : undefined;
    return found ?? grounding([`I could not find an answer to that in CBM. ${WHAT_I_DO}`], ["/help"]);
  }

  return {
    /** The answer to a question; a catalogue failure throws (CatalogueUnavailable). */
    async ground(question: string): Promise<Grounding> {
      const intent = intentOf(question);
      if (intent.kind === "live") return live();
      if (intent.kind === "sellers") return sellers(intent.subject);
      if (intent.kind === "products")
        return productsAnswer(question, intent.filters, await products(intent.filters));
      return bySearch(question);
    },
    /** When the catalogue cannot be read: what the help articles alone can say. */
    offline(question: string): Grounding {
      const match = bestHelp(question);
      const sorry = "I cannot look things up in the shop right now, please try again in a moment.";
      if (!match) return grounding([sorry, WHAT_I_DO], ["/help"]);
      const answer = helpAnswer(match.article, help.passage(match.article, question));
      return { ...answer, reply: `${sorry}\n${answer.reply}` };
    },
  };
}

export type Retrieval = ReturnType<typeof retrieval>;
