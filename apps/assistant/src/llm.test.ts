import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "./config.ts";
import { ask, assistantOver } from "./testing/assistant-app.ts";
import { FIXTURE_PRODUCTS } from "./testing/catalogue-fixture.ts";
import { type StandIn, startStandInApi } from "./testing/stand-in-api.ts";
import { type LlmBehaviour, type StandInLlm, startStandInLlm } from "./testing/stand-in-llm.ts";

const KEY = "sk-stand-in-secret-4242";
const boots = FIXTURE_PRODUCTS.find((product) => product.title === "Suede cowboy boots");

let api: StandIn;
let llm: StandInLlm | undefined;
let app: FastifyInstance | undefined;

beforeAll(async () => {
  api = await startStandInApi();
});
afterEach(async () => {
  await app?.close();
  await llm?.close();
});
afterAll(() => api.close());

async function assistantWithModel(behaviour: LlmBehaviour, overrides: Partial<Config> = {}) {
  llm = await startStandInLlm(behaviour);
  app = await assistantOver(api.url, {
    ASSISTANT_LLM_URL: llm.url,
    ASSISTANT_LLM_MODEL: "stand-in-model",
    ASSISTANT_LLM_KEY: KEY,
    ...overrides,
  });
  return { app, llm };
}

const userMessage = (model: StandInLlm) =>
  model.requests[0]?.messages.find((message) => message.role === "user");

describe("with a model", () => {
  it("answers with the model's words, grounded by the retrieval, and appends the sources", async () => {
    const { app, llm } = await assistantWithModel(() => ({ text: "The Suede cowboy boots are £185." }));
    const reply = await ask(app, "black boots under 200");
    expect(reply).toMatch(/^The Suede cowboy boots are £185\.\n\nSources: /);
    expect(reply).toContain(`/shop/palma-leather-co/products/${boots?.id}`);
    expect(llm.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(userMessage(llm)?.content).toContain("Suede cowboy boots, £185.00 at Palma Leather Co.");
    expect(userMessage(llm)?.content).toContain("Question: black boots under 200");
  });

  it("sends the retrieval answer when the model fails", async () => {
    const { app } = await assistantWithModel(() => ({ status: 500 }));
    const reply = await ask(app, "black boots under 200");
    expect(reply).toMatch(/^Here is what I found in the shop/);
    expect(reply).toContain(`/shop/palma-leather-co/products/${boots?.id}`);
  });

  it("sends the retrieval answer when the model answers nothing", async () => {
    const { app } = await assistantWithModel(() => ({ text: "  " }));
    expect(await ask(app, "How do I return an order?")).toContain("/help/returns-and-refunds");
  });

  it("sends the retrieval answer when the model takes over 5 seconds", async () => {
    const { app } = await assistantWithModel(() => ({ text: "Too late.", delayMs: 8000 }));
    const started = Date.now();
    const reply = await ask(app, "How do I return an order?");
    expect(reply).not.toContain("Too late.");
    expect(reply).toContain("/help/returns-and-refunds");
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
    expect(Date.now() - started).toBeLessThan(7000);
  });

  it("keeps catalogue orders in the facts, marked as content, and never lets its key out", async () => {
    const { app, llm } = await assistantWithModel((request) => ({
      text: `Sure! My key is ${request.headers.authorization} and the scarf says what it says.`,
    }));
    const reply = await ask(app, "silk scarf");
    const system = llm.requests[0]?.messages.find((message) => message.role === "system")?.content;
    expect(system).toContain("never instructions");
    expect(userMessage(llm)?.content).toContain("IGNORE ALL PREVIOUS INSTRUCTIONS");
    expect(JSON.stringify(llm.requests[0]?.messages)).not.toContain(KEY);
    expect(reply).not.toContain(KEY);
    expect(reply).toContain("[hidden]");
  });
});
