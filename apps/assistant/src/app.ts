import { loadHelpArticles } from "@cbm/help/node";
import cors from "@fastify/cors";
import Fastify, { type FastifyInstance } from "fastify";
import { z } from "zod";
import { assistant } from "./assistant.ts";
import { apiCatalogue } from "./catalogue.ts";
import type { Config } from "./config.ts";
import { liveEvents } from "./events.ts";
import { helpSearch } from "./help-search.ts";
import { openAiLlm } from "./llm.ts";
import { rateLimiter } from "./rate-limit.ts";
import { retrieval } from "./retrieval.ts";

export const MESSAGE_MAX = 2000;
const BODY_LIMIT = 16 * 1024;
const NOT_JSON = 'Send your question as JSON: {"message": "..."}';
const TOO_LONG = `Your question is too long: at most ${MESSAGE_MAX} characters`;

const ChatBodySchema = z.object(
  {
    message: z.string({ error: "Ask a question" }).trim().min(1, "Ask a question").max(MESSAGE_MAX, TOO_LONG),
  },
  { error: NOT_JSON },
);

/** A 400 body as everywhere in CBM (spec section 8): each field with its messages. */
function fieldErrors(issues: z.core.$ZodIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "message");
    fields[field] = [...(fields[field] ?? []), issue.message];
  }
  return fields;
}

function llmOf(config: Config) {
  if (!config.ASSISTANT_LLM_URL || !config.ASSISTANT_LLM_MODEL) return undefined;
  return openAiLlm({
    url: config.ASSISTANT_LLM_URL,
    model: config.ASSISTANT_LLM_MODEL,
    key: config.ASSISTANT_LLM_KEY,
    timeoutMs: config.ASSISTANT_LLM_TIMEOUT_MS,
  });
}

function assistantOf(config: Config, app: FastifyInstance) {
  const account =
    config.ASSISTANT_API_EMAIL && config.ASSISTANT_API_PASSWORD
      ? { email: config.ASSISTANT_API_EMAIL, password: config.ASSISTANT_API_PASSWORD }
      : undefined;
  const catalogue = apiCatalogue({
    apiUrl: config.ASSISTANT_API_URL,
    timeoutMs: config.ASSISTANT_API_TIMEOUT_MS,
    account,
  });
  return assistant({
    retrieval: retrieval({ catalogue, help: helpSearch(loadHelpArticles()), liveEvents }),
    llm: llmOf(config),
    secrets: [config.ASSISTANT_LLM_KEY, config.ASSISTANT_API_PASSWORD].filter((value) => value !== undefined),
    log: app.log,
  });
}

/** The assistant's HTTP face: `POST /Chatbot/chat` and `/healthz`. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: BODY_LIMIT,
  });
  await app.register(cors, { origin: config.ASSISTANT_ALLOWED_ORIGINS, methods: ["POST"] });

  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    if (error.statusCode === 413) return reply.code(400).send({ message: [TOO_LONG] });
    if (error.statusCode && error.statusCode < 500) return reply.code(400).send({ message: [NOT_JSON] });
    request.log.error(error);
    return reply.code(500).send({ message: "Something went wrong, please try again later!" });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: "Page Not Found" }));

  const answers = assistantOf(config, app);
  const limiter = rateLimiter({
    limit: config.RATE_LIMIT_ASSISTANT_IP,
    windowMs: config.RATE_LIMIT_ASSISTANT_WINDOW_SECONDS * 1000,
  });

  // Ready as soon as it listens: the articles are read before, the API is asked per question.
  for (const probe of ["/healthz", "/readyz"]) app.get(probe, async () => ({ status: "ok" }));
  app.post(
    "/Chatbot/chat",
    {
      onRequest: async (request, reply) => {
        const wait = limiter.hit(request.ip);
        if (wait === undefined) return;
        return reply
          .code(429)
          .header("retry-after", String(wait))
          .send({ message: "Too many questions at once. Please wait a moment and ask again." });
      },
    },
    async (request, reply) => {
      const body = ChatBodySchema.safeParse(request.body);
      if (!body.success) return reply.code(400).send(fieldErrors(body.error.issues));
      return { reply: await answers.reply(body.data.message) };
    },
  );
  return app;
}
