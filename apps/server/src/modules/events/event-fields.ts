// An event's row from the body the contract checked, and a new event's unique slug.
import type { EventBodySchema } from "@cbm/contracts";
import type { z } from "zod";
import type { Tx } from "../../platform/db.ts";
import { AppError } from "../../platform/errors.ts";
import * as repo from "./repo.ts";

/** "Autumn trunk show!" -> "autumn-trunk-show". */
function slugOf(title: string): string {
  const slug = title
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60)
    .replace(/-$/, "");
  return slug || "event";
}

/** A slug made unique by a short random suffix, for a title whose plain slug is taken. */
const suffixed = (slug: string) => `${slug}-${Math.random().toString(36).slice(2, 8)}`;

/** An event's fields as the contract has checked them (defaults filled in). */
export type EventFields = z.output<typeof EventBodySchema>;

/** The row's fields from a checked body: where an online event streams, or where an in-person one takes place. */
export const fieldsOf = (body: EventFields) => ({
  title: body.title,
  description: body.description,
  startsAt: new Date(body.startsAt),
  endsAt: new Date(body.endsAt),
  format: body.format,
  streamUrl: body.format === "online" ? (body.streamUrl ?? null) : null,
  place: body.format === "in_person" ? (body.place ?? null) : null,
  visibility: body.visibility,
  capacity: body.capacity ?? null,
});

/** A 400 on `endsAt` unless the event ends after `now`. */
export function checkEndsAfter(endsAt: Date, now: Date): void {
  if (endsAt <= now) throw AppError.field("endsAt", "The event must end in the future");
}

/** The new event with a unique slug: the title's, or with a short suffix when that is taken. */
export async function inserted(tx: Tx, row: Omit<Parameters<typeof repo.insertedEvent>[1], "slug">) {
  const plain = slugOf(row.title);
  for (const slug of [plain, suffixed(plain), suffixed(plain), suffixed(plain)]) {
    const event = await repo.insertedEvent(tx, { ...row, slug });
    if (event) return event;
  }
  throw new Error(`no free slug for "${plain}"`);
}
