import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** What the stand-in model received: the request's headers and its chat messages. */
export interface LlmRequest {
  headers: IncomingHttpHeaders;
  messages: { role: string; content: string }[];
}

/** How the stand-in answers a request: a reply text, an HTTP failure, or a delay first. */
export type LlmBehaviour = (request: LlmRequest) => { text?: string; status?: number; delayMs?: number };

export interface StandInLlm {
  url: string;
  requests: LlmRequest[];
  close(): Promise<void>;
}

const completion = (text: string) => ({
  id: "chatcmpl-stand-in",
  object: "chat.completion",
  created: Math.floor(Date.now() / 1000),
  model: "stand-in",
  choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: text } }],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
});

/** A local server speaking the chat completions API (`POST /v1/chat/completions`), as told. */
export async function startStandInLlm(behaviour: LlmBehaviour): Promise<StandInLlm> {
  const requests: LlmRequest[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const received: LlmRequest = { headers: request.headers, messages: JSON.parse(body).messages };
      requests.push(received);
      const { text = "", status = 200, delayMs = 0 } = behaviour(received);
      const timer = setTimeout(() => {
        response
          .writeHead(status, { "content-type": "application/json" })
          .end(
            JSON.stringify(status === 200 ? completion(text) : { error: { message: "stand-in failure" } }),
          );
      }, delayMs);
      response.on("close", () => clearTimeout(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
