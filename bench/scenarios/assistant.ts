// assistant: the CBM Assistant's retrieval answer (no model) under load: the golden set's questions in
// turn (help articles, and catalogue look-ups over a stand-in of the API's catalogue calls).
import { goldenQuestions } from "../../apps/assistant/golden/golden.ts";
import { STAND_IN_ACCOUNT } from "../../apps/assistant/src/testing/stand-in-api.ts";
import { log, plan } from "../config.ts";
import { type Measurement, measure } from "../load.ts";
import { startAssistant, startBaseline, stop } from "../processes.ts";

/** Issue 15: the retrieval answer's p99 under 50 connections. */
const ASSISTANT_P99_MS = 50;

export async function benchAssistant(): Promise<Measurement> {
  const api = await startBaseline("catalogue-stand-in.ts");
  log("starting the assistant");
  const { child, base } = await startAssistant(api.ready.url, {
    ASSISTANT_API_EMAIL: STAND_IN_ACCOUNT.email,
    ASSISTANT_API_PASSWORD: STAND_IN_ACCOUNT.password,
  });
  try {
    const requests = goldenQuestions().map(({ question }) => ({
      method: "POST" as const,
      path: "/Chatbot/chat",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: question }),
    }));
    return await measure("assistant", { url: base, requests }, plan, { serverPid: child.pid, progress: log });
  } finally {
    await stop(child);
    await stop(api.child);
  }
}

export const assistantLines = (assistant: Measurement) => [
  `Target (issue 15): the assistant's retrieval answer at p99 < ${ASSISTANT_P99_MS} ms with ${plan.connections} connections.`,
  `  ${assistant.requestsPerSecond.toFixed(0)} req/s, p99 ${assistant.p99.toFixed(1)} ms -> ${assistant.p99 < ASSISTANT_P99_MS ? "MET" : "MISSED"}`,
  "  (over a stand-in of the API's catalogue calls answering from memory: the assistant's own cost, not the shop's search)",
  "",
];
