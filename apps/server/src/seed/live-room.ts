// The demo's live, under way: its host has pinned a product and the crowd has said a few things and cheered,
// as the room would look a few minutes in. Made through the live module after the demo data commits, as its
// viewers would (the live module writes outside the seed's transaction).

import { eventsService } from "../modules/events/index.ts";
import { dealsService, liveService } from "../modules/live/index.ts";
import type { UserRow } from "../modules/users/index.ts";
import type { Deps } from "../platform/deps.ts";

const SAID = [
  "Just joined, the pinned piece is gorgeous!",
  "Does it run true to size?",
  "Love this colour on you",
  "Is there a matching scarf?",
  "Watching from Lisbon 👋",
];

/** Pins the demo live's first product and fills its chat; answers what it did. */
export async function seedLiveRoom(deps: Deps, people: UserRow[]): Promise<string> {
  const host = people.find((person) => person.email === "retailer@example.com");
  if (!host) return "no live room (no demo retailer)";
  const live = liveService(deps, eventsService(deps), dealsService(deps));
  const asHost = { userId: host.id, roles: host.roles };
  const event = (await live.now(asHost)).live.find((item) => item.event.host.id === host.id)?.event;
  if (!event) return "no live room (the demo retailer is not live)";
  const room = await live.room(asHost, event.id);
  const [first] = room.event.products;
  if (first) await live.pin(asHost, event.id, first.id);
  const crowd = people.filter((person) => person.roles.includes("customer")).slice(0, SAID.length);
  for (const [index, person] of crowd.entries()) {
    const viewer = { userId: person.id, roles: person.roles };
    await live.comment(viewer, event.id, SAID[index] ?? "");
    await live.cheer(viewer, event.id, index % 2 === 0 ? "heart" : "fire");
  }
  return `the live room of "${event.title}": ${first ? "a product pinned, " : ""}${crowd.length} comments`;
}
