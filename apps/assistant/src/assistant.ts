import type { FastifyBaseLogger } from "fastify";
import type { Llm } from "./llm.ts";
import type { Grounding, Retrieval } from "./retrieval.ts";

export interface AssistantOptions {
  retrieval: Retrieval;
  /** The model, when one is configured; the retrieval answer otherwise, and whenever it fails. */
  llm?: Llm;
  /** Values that must never leave in a reply, whatever a model or the catalogue says (keys, passwords). */
  secrets: string[];
  log: FastifyBaseLogger;
}

const HIDDEN = "[hidden]";

const withSources = (text: string, { sources }: Grounding) =>
  sources.length ? `${text}\n\nSources: ${sources.join(" ")}` : text;

/** The assistant's one use case: a question in, a short plain-text reply out; it never throws. */
export function assistant({ retrieval, llm, secrets, log }: AssistantOptions) {
  const redacted = (reply: string) =>
    secrets.filter(Boolean).reduce((text, secret) => text.replaceAll(secret, HIDDEN), reply);

  async function grounded(question: string): Promise<Grounding> {
    try {
      return await retrieval.ground(question);
    } catch (error) {
      log.warn({ err: error }, "the catalogue could not be read; answering from the help articles");
      return retrieval.offline(question);
    }
  }

  async function modelReply(question: string, grounding: Grounding): Promise<string> {
    if (!llm) return grounding.reply;
    try {
      return withSources(await llm(question, grounding), grounding);
    } catch (error) {
      log.warn({ err: error }, "the model did not answer in time; sending the retrieval answer");
      return grounding.reply;
    }
  }

  return {
    async reply(question: string): Promise<string> {
      return redacted(await modelReply(question, await grounded(question)));
    },
  };
}
