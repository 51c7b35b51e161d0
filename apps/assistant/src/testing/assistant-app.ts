import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { type Config, testConfig } from "../config.ts";
import { STAND_IN_ACCOUNT } from "./stand-in-api.ts";

export const WEB_ORIGIN = "http://localhost:3000";

/** The assistant over an API at this address, signed in as the stand-in's account. */
export const assistantOver = (apiUrl: string, overrides: Partial<Config> = {}): Promise<FastifyInstance> =>
  buildApp(
    testConfig({
      ASSISTANT_API_URL: apiUrl,
      ASSISTANT_API_EMAIL: STAND_IN_ACCOUNT.email,
      ASSISTANT_API_PASSWORD: STAND_IN_ACCOUNT.password,
      ASSISTANT_ALLOWED_ORIGINS: [WEB_ORIGIN],
      RATE_LIMIT_ASSISTANT_IP: 1000,
      ...overrides,
    }),
  );

/** Asks a question through `POST /Chatbot/chat`; the reply, or the status and body when it is not a 200. */
export async function ask(app: FastifyInstance, message: string): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/Chatbot/chat", payload: { message } });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json().reply;
}
