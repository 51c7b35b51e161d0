// `npm run golden -w @cbm/assistant`: the golden set against a running assistant (`npm start`, demo data).
import { passRate, scoreGolden } from "./golden.ts";

const assistantUrl = process.env.ASSISTANT_URL ?? `http://127.0.0.1:${process.env.ASSISTANT_PORT ?? 3001}`;
const PASS_RATE = 0.9;

async function ask(question: string): Promise<string> {
  const response = await fetch(new URL("/Chatbot/chat", assistantUrl), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ message: question }),
  });
  if (response.status === 429) {
    const waitSeconds = Number(response.headers.get("retry-after") ?? 1);
    await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000));
    return ask(question);
  }
  const body = (await response.json()) as { reply?: string };
  return body.reply ?? `[${response.status}] ${JSON.stringify(body)}`;
}

const results = await scoreGolden(ask);
for (const { question, problems, reply } of results) {
  if (problems.length)
    console.log(`FAIL ${question}\n  ${problems.join("; ")}\n  ${reply.replace(/\n/g, "\n  ")}`);
}
const rate = passRate(results);
console.log(
  `golden: ${Math.round(rate * results.length)}/${results.length} passed (${(rate * 100).toFixed(1)}%) against ${assistantUrl}`,
);
process.exitCode = rate >= PASS_RATE ? 0 : 1;
