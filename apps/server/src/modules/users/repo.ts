import { eq, sql } from "drizzle-orm";
import { type Executor, reusable } from "../../platform/db.ts";
import { type NewUserRow, type UserRow, users } from "./tables.ts";

const userByIdQuery = reusable((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .limit(1)
    .prepare("user_by_id"),
);

export async function userById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await userByIdQuery(db).execute({ id });
  return row;
}

export async function userByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** The new user, or undefined when the email is taken. */
export async function insertedUser(db: Executor, user: NewUserRow): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

/** The new users, in one statement; emails already taken are skipped. */
export async function insertedUsers(db: Executor, rows: NewUserRow[]): Promise<UserRow[]> {
  if (rows.length === 0) return [];
  return db.insert(users).values(rows).onConflictDoNothing({ target: users.email }).returning();
}

export async function updatedUser(
  db: Executor,
  id: string,
  changes: Partial<Omit<NewUserRow, "id" | "email" | "createdAt">>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function userCount(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}
