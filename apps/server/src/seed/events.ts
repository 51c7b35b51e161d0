// The demo's events, made through the events module as their hosts would make them: the demo retailer and
// influencer and a few others host events of every kind (online and in person, public and invite-only) and
// status (live now, upcoming, past with a replay, cancelled), with products on their shelves, and the demo
// customer is invited to some. One is live whenever the demo runs: it went live shortly before the seed
// and ends a month after, streaming the looping video the web app ships (apps/web/public/demo-live).
import { type EventBody, EventBodySchema } from "@cbm/contracts";
import { type EventsService, setEventStatus } from "../modules/events/index.ts";
import { buyableVariantsOf, purchasablesOf } from "../modules/products/index.ts";
import { sellingStoreOf } from "../modules/stores/index.ts";
import type { UserRow } from "../modules/users/index.ts";
import type { Tx } from "../platform/db.ts";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "./times.ts";

/** Where the web app serves the demo's stream: a path on CBM, so it plays whatever address serves the app. */
const DEMO_STREAM = "/demo-live/stream.m3u8";

type Status = "scheduled" | "live" | "ended" | "cancelled";

interface Plan {
  host: UserRow;
  body: Omit<EventBody, "startsAt" | "endsAt">;
  /** From now, in ms; a negative start is in the past. */
  startsIn: number;
  lasts: number;
  status: Status;
  /** How many products of the host's store (or, for an influencer, of `shelfFrom`'s) it shows. */
  shelf: number;
  shelfFrom?: UserRow;
  invite: UserRow[];
}

/** Up to `count` products on sale in the store of `owner`, with three or more of some size left. */
async function productsOf(tx: Tx, owner: UserRow, count: number): Promise<string[]> {
  const store = await sellingStoreOf(tx, owner.id);
  if (!store || count === 0) return [];
  const variants = await buyableVariantsOf(tx, store.id, 3, count * 6);
  const products = (await purchasablesOf(tx, variants)).map((variant) => variant.productId);
  return [...new Set(products)].slice(0, count);
}

/** The events of the demo, for its hosts and its customer; none when a demo account is missing. */
function plansFor(people: UserRow[]): Plan[] {
  const byEmail = (email: string) => people.find((person) => person.email === email);
  const [retailer, influencer, customer] = [
    byEmail("retailer@example.com"),
    byEmail("influencer@example.com"),
    byEmail("customer@example.com"),
  ];
  const otherRetailer = people.find((person) => person.roles.includes("retailer") && person !== retailer);
  const otherInfluencer = people.find(
    (person) => person.roles.includes("influencer") && person !== influencer,
  );
  if (!retailer || !influencer || !customer || !otherRetailer || !otherInfluencer) return [];
  const online = (title: string, description: string) =>
    ({ title, description, format: "online", streamUrl: DEMO_STREAM }) as const;
  const inPerson = (title: string, description: string, place: string) =>
    ({ title, description, format: "in_person", place }) as const;
  return [
    {
      host: retailer,
      body: online(
        "The winter edit, live from the atelier",
        "Isabella walks through the new linen-and-wool pieces, answers your questions on fit, and drops a flash deal or two. Tap a pinned piece to buy it without leaving the live.",
      ),
      startsIn: -20 * MINUTE_MS,
      // A month: a demo database kept between runs still has its live event days later.
      lasts: 30 * DAY_MS,
      status: "live",
      shelf: 4,
      invite: [customer],
    },
    {
      host: influencer,
      body: online(
        "Capsule wardrobe: 10 pieces, 30 outfits",
        "Sofia builds a month of outfits from ten pieces, live, with the shops' pieces to buy as she goes.",
      ),
      startsIn: 2 * DAY_MS + 3 * HOUR_MS,
      lasts: HOUR_MS,
      status: "scheduled",
      shelf: 3,
      shelfFrom: otherRetailer,
      invite: [],
    },
    {
      host: retailer,
      body: {
        ...inPerson(
          "Private trunk show at Atelier Moreau",
          "An evening with the new collection before it reaches the shop: fittings, alterations on the spot, and a glass of something.",
          "Atelier Moreau, 12 Rue de Turenne, 75004 Paris",
        ),
        visibility: "invite_only",
        capacity: 30,
      },
      startsIn: 6 * DAY_MS,
      lasts: 3 * HOUR_MS,
      status: "scheduled",
      shelf: 2,
      invite: [customer],
    },
    {
      host: otherRetailer,
      body: {
        ...inPerson(
          "Mending café",
          "Bring a favourite piece that needs a button, a hem or a patch; our tailors show you how.",
          "Fieldnote Workshop, 48 Kingsland Road, London E2 8DP",
        ),
        capacity: 40,
      },
      startsIn: 10 * DAY_MS,
      lasts: 2 * HOUR_MS,
      status: "scheduled",
      shelf: 2,
      invite: [],
    },
    {
      host: otherInfluencer,
      body: {
        ...online(
          "Closet club: styling questions",
          "A small online session for my closet club: send your questions ahead.",
        ),
        visibility: "invite_only",
      },
      startsIn: 4 * DAY_MS,
      lasts: HOUR_MS,
      status: "scheduled",
      shelf: 0,
      invite: [customer],
    },
    {
      host: retailer,
      body: online(
        "Autumn layering, live",
        "How to layer linen into the cold months. The replay keeps every piece shown on sale.",
      ),
      startsIn: -5 * DAY_MS,
      lasts: HOUR_MS,
      status: "ended",
      shelf: 3,
      invite: [customer],
    },
    {
      host: otherRetailer,
      body: inPerson(
        "Summer sample sale",
        "Samples and last pieces of the summer collection.",
        "Fieldnote Workshop, 48 Kingsland Road, London E2 8DP",
      ),
      startsIn: -20 * DAY_MS,
      lasts: 6 * HOUR_MS,
      status: "ended",
      shelf: 0,
      invite: [],
    },
    {
      host: influencer,
      body: inPerson(
        "Spring preview evening",
        "A first look at spring's colours, with friends.",
        "Café Marlotte, Paris",
      ),
      startsIn: 8 * DAY_MS,
      lasts: 2 * HOUR_MS,
      status: "cancelled",
      shelf: 0,
      invite: [customer],
    },
  ];
}

/** One planned event, made and moved to its status as its host would have. */
async function made(events: EventsService, tx: Tx, plan: Plan, now: number) {
  const host = { userId: plan.host.id, roles: plan.host.roles };
  const startsAt = new Date(now + plan.startsIn);
  const endsAt = new Date(startsAt.getTime() + plan.lasts);
  const body = EventBodySchema.parse({
    ...plan.body,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
  });
  // Made a week before it starts, as hosts announce them.
  const { id } = await events.create(host, body, tx, new Date(startsAt.getTime() - 7 * DAY_MS));
  const products = await productsOf(tx, plan.shelfFrom ?? plan.host, plan.shelf);
  if (products.length > 0) await events.addProducts(host, id, products, tx);
  if (plan.invite.length > 0)
    await events.invite(
      host,
      id,
      plan.invite.map((person) => person.id),
      tx,
    );
  if (plan.status === "live") await setEventStatus(tx, id, "live", startsAt);
  if (plan.status === "ended") await setEventStatus(tx, id, "ended", endsAt);
  if (plan.status === "cancelled") await events.cancel(host, id, tx);
}

/** Seeds the demo's events. Answers what it made. */
export async function seedEvents(events: EventsService, people: UserRow[], tx: Tx): Promise<string> {
  const plans = plansFor(people);
  const now = Date.now();
  for (const plan of plans) await made(events, tx, plan, now);
  return `${plans.length} events, one live`;
}
