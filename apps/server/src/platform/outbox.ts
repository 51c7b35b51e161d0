import { randomUUID } from "node:crypto";
import type { OutboxMessage } from "@cbm/contracts";
import type { FastifyBaseLogger } from "fastify";

const KEEP = 500;

/** Where the dev mail and SMS adapters put what they would have sent; read at GET /v1/dev/outbox. */
export class DevOutbox {
  private readonly messages: OutboxMessage[] = [];

  constructor(private readonly log?: FastifyBaseLogger) {}

  add(message: Omit<OutboxMessage, "id" | "sentAt">): void {
    const kept = { ...message, id: randomUUID(), sentAt: new Date().toISOString() };
    this.messages.unshift(kept);
    this.messages.length = Math.min(this.messages.length, KEEP);
    this.log?.info({ outbox: kept }, `dev outbox: ${message.channel} to ${message.to}`);
  }

  /** Newest first, optionally only those sent to one address or number. */
  list(to?: string): OutboxMessage[] {
    return to ? this.messages.filter((message) => message.to === to) : [...this.messages];
  }
}
