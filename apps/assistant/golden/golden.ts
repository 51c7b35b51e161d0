import { readFileSync } from "node:fs";

/** A question of the golden set, with what its answer must say. */
export interface GoldenQuestion {
  question: string;
  /** Each must appear in the reply (case ignored): a link into the app or a fact. */
  mustContain: string[];
  /** Every price the reply names must be at most this, in major units. */
  pricesAtMost?: number;
}

export interface GoldenResult {
  question: string;
  reply: string;
  problems: string[];
}

export const goldenQuestions = (): GoldenQuestion[] =>
  JSON.parse(readFileSync(new URL("./questions.json", import.meta.url), "utf8"));

const PRICE = /(?:[€$£¥]|[A-Z]{2}\$|CHF|SEK)\s?([\d,]+(?:\.\d+)?)/g;

/** What a reply misses of its question's expectations; none when it passes. */
export function problemsOf({ mustContain, pricesAtMost }: GoldenQuestion, reply: string): string[] {
  const text = reply.toLowerCase();
  const missing = mustContain.filter((expected) => !text.includes(expected.toLowerCase()));
  const problems = missing.map((expected) => `missing "${expected}"`);
  if (pricesAtMost !== undefined) {
    const prices = [...reply.matchAll(PRICE)].map((match) => Number(match[1]?.replace(/,/g, "")));
    if (prices.length === 0) problems.push("names no price");
    for (const price of prices)
      if (price > pricesAtMost) problems.push(`names ${price}, over ${pricesAtMost}`);
  }
  return problems;
}

/** Asks every golden question, one after the other, and says what each reply missed. */
export async function scoreGolden(ask: (question: string) => Promise<string>): Promise<GoldenResult[]> {
  const results: GoldenResult[] = [];
  for (const golden of goldenQuestions()) {
    const reply = await ask(golden.question);
    results.push({ question: golden.question, reply, problems: problemsOf(golden, reply) });
  }
  return results;
}

export const passRate = (results: GoldenResult[]) =>
  results.filter((result) => result.problems.length === 0).length / results.length;
