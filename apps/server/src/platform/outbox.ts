import { randomUUID } from "node:crypto";
import type { OutboxMessage } from "@cbm/contracts";
import type { FastifyBaseLogger } from "fastify";

const KEEP = 500;

/**
 * Where the dev mail and SMS adapters put what they would have sent; read at GET /v1/dev/outbox.
 * In production (no SMTP or SMS provider set) it keeps nothing. The log never carries a message's
 * text: codes and reset links would be readable by anyone who reads the log.
 */
export class DevOutbox {
  private readonly messages: OutboxMessage[] = [];

  constructor(
    private readonly log?: FastifyBaseLogger,
    private readonly keep = true,
  ) {}

  add(message: Omit<OutboxMessage, "id" | "sentAt">): void {
    if (!this.keep) {
      this.log?.warn(`${message.channel} to ${message.to} was not sent: no provider is configured`);
      return;
    }
    this.messages.unshift({ ...message, id: randomUUID(), sentAt: new Date().toISOString() });
    this.messages.length = Math.min(this.messages.length, KEEP);
    this.log?.info(`dev outbox: ${message.channel} to ${message.to}`);
  }

  /** Newest first, optionally only those sent to one address or number. */
  list(to?: string): OutboxMessage[] {
    return to ? this.messages.filter((message) => message.to === to) : [...this.messages];
  }
}
