import { randomBytes } from "node:crypto";
import { hashPassword } from "./modules/authorization/index.ts";
import { usersService } from "./modules/users/index.ts";
import type { Deps } from "./platform/deps.ts";

/**
 * The first admin of an installation, named by ADMIN_EMAIL: made once, with the password given
 * (ADMIN_PASSWORD) or one drawn here and answered (to be printed) only that once. Later starts find
 * the account and answer nothing.
 */
export async function ensureFirstAdmin(
  deps: Deps,
  email: string,
  given?: string,
): Promise<{ drawn: string | undefined } | undefined> {
  const users = usersService(deps);
  if (await users.byEmail(email)) return undefined;
  const drawn = given ? undefined : randomBytes(18).toString("base64url");
  const password = given ?? (drawn as string);
  await users.create({
    email,
    role: "admin",
    firstName: "CBM",
    lastName: "Admin",
    passwordHash: await hashPassword(password),
  });
  return { drawn };
}
