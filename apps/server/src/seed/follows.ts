import type { UserRow, UsersService } from "../modules/users/index.ts";
import type { Tx } from "../platform/db.ts";
import { randomFor } from "./random.ts";
import { between, HOUR_MS, latest } from "./times.ts";

/** How many people each role follows, and how much more likely each role is to be followed. */
const FOLLOWS_PER_PERSON = { min: 4, max: 14 };
const APPEAL = { influencer: 6, retailer: 3, customer: 1, admin: 0 } as const;
/** The accounts the README names (but the admin) follow and are followed by at least this many. */
const DEMO_FOLLOWS = { following: 12, followers: 12 };
const DEMO_EMAILS = ["customer@example.com", "influencer@example.com", "retailer@example.com"];

/**
 * Everyone but the admins follows a handful of people, mostly influencers and retailers, so profiles,
 * follower lists and the influencer ranking look lived in. The demo customer follows the demo influencer,
 * and each demo account's Following and Followers lists fill at least a screen. Each follow is dated
 * between the later of the two sign-ups and now.
 */
export async function seedFollows(users: UsersService, people: UserRow[], tx: Tx): Promise<number> {
  const random = randomFor("follows");
  const followable = people.flatMap((person) =>
    Array<UserRow>(APPEAL[person.roles[0] ?? "customer"]).fill(person),
  );
  const followed = new Map<string, Set<string>>();
  const demos = people.filter((person) => DEMO_EMAILS.includes(person.email));

  for (const person of people) {
    if (person.roles.includes("admin")) continue;
    const wanted = demos.includes(person)
      ? random.int(DEMO_FOLLOWS.following, DEMO_FOLLOWS.following + 3)
      : random.int(FOLLOWS_PER_PERSON.min, FOLLOWS_PER_PERSON.max);
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
  // A customer is seldom drawn as a followee: a few more people follow each demo account back.
  for (const person of demos) {
    const followers = () => [...followed.values()].filter((ids) => ids.has(person.id)).length;
    for (const other of random.shuffled([...followed.keys()])) {
      if (followers() >= DEMO_FOLLOWS.followers) break;
      if (other !== person.id) followed.get(other)?.add(person.id);
    }
  }

  // Each follow at a time after both people joined (drawn after the edges, so the edges stay as they were).
  const joined = new Map(people.map((person) => [person.id, person.createdAt]));
  const now = new Date();
  const edges = [...followed].flatMap(([followerId, ids]) =>
    [...ids].map((followeeId) => {
      const both = latest(joined.get(followerId) ?? now, joined.get(followeeId) ?? now);
      return { followerId, followeeId, createdAt: between(random, new Date(both.getTime() + HOUR_MS), now) };
    }),
  );
  await users.addFollows(edges, tx);
  return edges.length;
}
