import {
  CONTACT_THANKS,
  type ContactMessage,
  type ContactMessageBody,
  type ContactMessagePage,
  type MessageResponse,
  type PageQuery,
} from "@cbm/contracts";
import type { Principal } from "../../platform/auth.ts";
import type { Deps } from "../../platform/deps.ts";
import { numberedPage, pagingOf } from "../../platform/paging.ts";
import type { Rule } from "../../platform/rate-limit.ts";
import * as repo from "./repo.ts";
import type { ContactMessageRow } from "./tables.ts";

const HOUR = 60 * 60 * 1000;

function rules(config: Deps["config"]) {
  return {
    sendIp: { name: "contact-ip", limit: config.RATE_LIMIT_CONTACT_IP, windowMs: HOUR },
  } satisfies Record<string, Rule>;
}

function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

export function contactService({ database, limiter, config }: Pick<Deps, "database" | "limiter" | "config">) {
  const { db } = database;
  const limits = rules(config);

  return {
    /** Anyone may write; a signed-in sender's account is kept with the message. */
    async send(
      body: ContactMessageBody,
      sender: Principal | undefined,
      ip: string,
    ): Promise<MessageResponse> {
      await limiter.consume(limits.sendIp, ip);
      await repo.insertedContactMessage(db, { ...body, userId: sender?.userId ?? null });
      return { message: CONTACT_THANKS };
    },

    /** Every message, newest first, one page at a time (for the admin pages). */
    async list(query: PageQuery): Promise<ContactMessagePage> {
      const [rows, total] = await Promise.all([
        repo.contactMessagesNewestFirst(db, pagingOf(query)),
        repo.contactMessageCount(db),
      ]);
      return numberedPage(query, rows.map(toContactMessage), total);
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
