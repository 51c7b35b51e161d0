import { and, eq, type Placeholder, sql } from "drizzle-orm";
import { type Executor, reusable } from "../../platform/db.ts";
import { defaultOf } from "../../platform/defaults.ts";
import type { Paging } from "../../platform/paging.ts";
import { type AddressRow, addresses, type NewAddressRow } from "./tables.ts";

/** The content of an address: everything a person fills in. */
export type AddressFields = Omit<NewAddressRow, "id" | "userId" | "isDefault" | "createdAt" | "updatedAt">;

/** Which of a person's addresses is the default (checkout picks it first). */
export const addressDefault = defaultOf({ ...addresses, table: addresses, ownerId: addresses.userId });

const ofUser = (userId: string | Placeholder, id: string | Placeholder) =>
  and(eq(addresses.userId, userId), eq(addresses.id, id));

/** One page of the user's addresses: the default first, then the newest. */
export async function addressPage(
  db: Executor,
  userId: string,
  page: Paging,
): Promise<{ rows: AddressRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(...addressDefault.order)
      .limit(page.limit)
      .offset(page.offset),
    addressCount(db, userId),
  ]);
  return { rows, total };
}

export async function addressCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  return row?.count ?? 0;
}

/** The address when it is the user's. */
const addressQuery = reusable((db) =>
  db
    .select()
    .from(addresses)
    .where(ofUser(sql.placeholder("userId"), sql.placeholder("id")))
    .limit(1)
    .prepare("address_of"),
);

export async function addressOf(db: Executor, userId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await addressQuery(db).execute({ userId, id });
  return row;
}

export async function insertedAddress(db: Executor, address: NewAddressRow): Promise<AddressRow> {
  const [row] = await db.insert(addresses).values(address).returning();
  if (!row) throw new Error("address insert returned nothing");
  return row;
}

/** The changed address, or undefined when it is not the user's. */
export async function updatedAddress(
  db: Executor,
  userId: string,
  id: string,
  fields: AddressFields,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(ofUser(userId, id))
    .returning();
  return row;
}

/** The deleted address, or undefined when it is not the user's. */
export async function deletedAddress(
  db: Executor,
  userId: string,
  id: string,
): Promise<AddressRow | undefined> {
  const [row] = await db.delete(addresses).where(ofUser(userId, id)).returning();
  return row;
}

/** Deletes every address of a person whose account is being deleted. */
export async function forgetPerson(db: Executor, userId: string): Promise<void> {
  await db.delete(addresses).where(eq(addresses.userId, userId));
}

/** The user has at least one address (the style questionnaire's address step is then answered). */
export async function hasAddress(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .limit(1);
  return row !== undefined;
}
