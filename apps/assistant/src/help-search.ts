import type { HelpArticle } from "@cbm/help";
import { termsOf } from "./words.ts";

/** How much a word counts where it stands: the title and keywords say what an article is about. */
const FIELD_WEIGHTS = { title: 3, keywords: 3, summary: 2, body: 1 } as const;
/** What a question's word adds when the article's title or keywords name it: that is the article's topic. */
const TOPIC_BONUS = 1.5;
const K1 = 1.2;
/** Past this length a paragraph is a list: its best line is the answer. */
const PARAGRAPH_MAX = 400;
const B = 0.75;

export interface HelpMatch {
  article: HelpArticle;
  score: number;
}

/** A paragraph of an article, or a line of a long one, with its words read once. */
interface Passage {
  text: string;
  terms: Set<string>;
  pairs: Set<string>;
  /** A long paragraph's lines (a list's items), of which the best one answers. */
  lines: Passage[];
}

interface IndexedArticle {
  article: HelpArticle;
  termCounts: Map<string, number>;
  length: number;
  topics: Set<string>;
  passages: Passage[];
}

const pairsOf = (terms: string[]) => new Set(terms.slice(1).map((term, index) => `${terms[index]} ${term}`));

function passageOf(text: string, lines: Passage[] = []): Passage {
  const terms = termsOf(text);
  return { text, terms: new Set(terms), pairs: pairsOf(terms), lines };
}

function passagesOf(body: string): Passage[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\*\*/g, "").trim())
    .map((paragraph) =>
      passageOf(
        paragraph,
        paragraph.length > PARAGRAPH_MAX ? paragraph.split("\n").map((line) => passageOf(line)) : [],
      ),
    );
}

function weightedTerms(article: HelpArticle): Map<string, number> {
  const counts = new Map<string, number>();
  const fields = {
    title: article.title,
    keywords: article.keywords.join(" "),
    summary: article.summary,
    body: article.body,
  };
  for (const [field, text] of Object.entries(fields)) {
    const weight = FIELD_WEIGHTS[field as keyof typeof FIELD_WEIGHTS];
    for (const term of termsOf(text)) counts.set(term, (counts.get(term) ?? 0) + weight);
  }
  return counts;
}

/** Ranks the help articles for a question by BM25 over their weighted fields. */
export function helpSearch(articles: HelpArticle[]) {
  const indexed: IndexedArticle[] = articles.map((article) => {
    const termCounts = weightedTerms(article);
    const length = [...termCounts.values()].reduce((sum, count) => sum + count, 0);
    const topics = new Set(termsOf(`${article.title} ${article.keywords.join(" ")}`));
    return { article, termCounts, length, topics, passages: passagesOf(article.body) };
  });
  const averageLength = indexed.reduce((sum, each) => sum + each.length, 0) / Math.max(indexed.length, 1);
  const documentFrequency = new Map<string, number>();
  for (const { termCounts } of indexed) {
    for (const term of termCounts.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const inverseFrequency = (term: string) => {
    const frequency = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (indexed.length - frequency + 0.5) / (frequency + 0.5));
  };
  const scoreOf = ({ termCounts, length, topics }: IndexedArticle, terms: string[]) =>
    terms.reduce((score, term) => {
      const count = termCounts.get(term) ?? 0;
      const saturation = (count * (K1 + 1)) / (count + K1 * (1 - B + (B * length) / averageLength));
      const topic = topics.has(term) ? TOPIC_BONUS : 0;
      return score + inverseFrequency(term) * (saturation + topic);
    }, 0);

  /**
   * How much of the question a passage holds: the rarity of each question word it bears, and again for
   * each two question words it bears side by side ("return an order" over "an order ... its return").
   */
  const coverage = (passage: Passage, question: string[]) => {
    const rarity = (terms: string[]) => terms.reduce((sum, term) => sum + inverseFrequency(term), 0);
    const borne = [...new Set(question)].filter((term) => passage.terms.has(term));
    const sideBySide = [...pairsOf(question)].filter((pair) => passage.pairs.has(pair));
    return rarity(borne) + rarity(sideBySide.flatMap((pair) => pair.split(" ")));
  };
  const best = (passages: Passage[], question: string[]) => {
    let chosen: Passage | undefined;
    let chosenCoverage = 0;
    for (const passage of passages) {
      const covered = coverage(passage, question);
      if (covered > chosenCoverage) [chosen, chosenCoverage] = [passage, covered];
    }
    return chosen;
  };
  const byArticle = new Map(indexed.map((each) => [each.article, each]));

  return {
    /** The part of an article that answers most of the question (a paragraph, or a list's line), as plain text. */
    passage(article: HelpArticle, question: string): string {
      const terms = termsOf(question);
      const paragraph = best(byArticle.get(article)?.passages ?? [], terms);
      if (!paragraph?.lines.length) return paragraph?.text ?? "";
      return best(paragraph.lines, terms)?.text ?? "";
    },
    /** The articles that share a word with the question, best first. */
    rank(question: string): HelpMatch[] {
      const terms = [...new Set(termsOf(question))];
      return indexed
        .map((each) => ({ article: each.article, score: scoreOf(each, terms) }))
        .filter((match) => match.score > 0)
        .sort((a, b) => b.score - a.score);
    },
  };
}

export type HelpSearch = ReturnType<typeof helpSearch>;
