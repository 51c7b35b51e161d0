import type { UserRow, UsersService } from "../modules/users/index.ts";
import type { Tx } from "../platform/db.ts";
import { randomFor } from "./random.ts";

/** How many people each role follows, and how much more likely each role is to be followed. */
const FOLLOWS_PER_PERSON = { min: 4, max: 14 };
const APPEAL = { influencer: 6, retailer: 3, customer: 1, admin: 0 } as const;

/**
 * Everyone but the admins follows a handful of people, mostly influencers and retailers, so profiles,
 * follower lists and the influencer ranking look lived in. The demo customer follows the demo influencer.
 */
export async function seedFollows(users: UsersService, people: UserRow[], tx: Tx): Promise<number> {
  const random = randomFor("follows");
  const followable = people.flatMap((person) =>
    Array<UserRow>(APPEAL[person.roles[0] ?? "customer"]).fill(person),
  );
  const followed = new Map<string, Set<string>>();

  for (const person of people) {
    if (person.roles.includes("admin")) continue;
    const wanted = random.int(FOLLOWS_PER_PERSON.min, FOLLOWS_PER_PERSON.max);
    const mine = new Set<string>();
    for (let tries = 0; mine.size < wanted && tries < wanted * 3; tries++) {
      const other = random.pick(followable);
      if (other.id !== person.id) mine.add(other.id);
    }
    followed.set(person.id, mine);
  }
  const demo = (email: string) => people.find((person) => person.email === email);
  const [customer, influencer] = [demo("customer@example.com"), demo("influencer@example.com")];
  if (customer && influencer) followed.get(customer.id)?.add(influencer.id);

  const edges = [...followed].flatMap(([followerId, ids]) =>
    [...ids].map((followeeId) => ({ followerId, followeeId })),
  );
  await users.addFollows(edges, tx);
  return edges.length;
}
