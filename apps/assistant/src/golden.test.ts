import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { goldenQuestions, passRate, problemsOf, scoreGolden } from "../golden/golden.ts";
import { ask, assistantOver } from "./testing/assistant-app.ts";
import { type StandIn, startStandInApi } from "./testing/stand-in-api.ts";

let api: StandIn;
let app: FastifyInstance;

beforeAll(async () => {
  api = await startStandInApi();
  app = await assistantOver(api.url);
});
afterAll(async () => {
  await app.close();
  await api.close();
});

it("keeps at least 40 golden questions, each expecting something", () => {
  const questions = goldenQuestions();
  expect(questions.length).toBeGreaterThanOrEqual(40);
  for (const question of questions) expect(question.mustContain.length).toBeGreaterThan(0);
});

it("fails a reply that misses a link or names a price over the bound", () => {
  const golden = { question: "boots under 100", mustContain: ["/products/"], pricesAtMost: 100 };
  expect(problemsOf(golden, "- Boots, €89.00: /shop/a/products/1")).toEqual([]);
  expect(problemsOf(golden, "- Boots, €189.00: /shop/a/products/1")).toEqual(["names 189, over 100"]);
  expect(problemsOf(golden, "Nothing")).toEqual(['missing "/products/"', "names no price"]);
});

it("answers at least 90% of the golden questions against the stand-in API", async () => {
  const results = await scoreGolden((question) => ask(app, question));
  const failed = results.filter((result) => result.problems.length > 0);
  for (const { question, problems } of failed)
    console.log(`golden miss: ${question}: ${problems.join("; ")}`);
  console.log(`golden: ${results.length - failed.length}/${results.length} against the stand-in`);
  expect(passRate(results)).toBeGreaterThanOrEqual(0.9);
});
