import { usersService } from "../modules/users/index.ts";
import { inTransaction } from "../platform/db.ts";
import type { Deps } from "../platform/deps.ts";
import { seedUsers } from "./users.ts";

export { DEMO_ACCOUNTS } from "./users.ts";

/**
 * Fills a database without users with the same demo data every time, in one transaction, so a
 * failed seed leaves nothing behind and the next start tries again. Answers whether it seeded.
 */
export async function seedIfEmpty(deps: Deps): Promise<boolean> {
  const users = usersService(deps);
  if ((await users.count()) > 0) return false;
  const people = await inTransaction(deps.database.db, (tx) => seedUsers(users, deps.storage, tx));
  // None inserted: another instance, starting at the same time, seeded first.
  if (people.length === 0) return false;
  deps.log.info(`seeded the demo data: ${people.length} people`);
  return true;
}
