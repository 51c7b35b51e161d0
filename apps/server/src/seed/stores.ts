import type { Currency, ShippingMethodBody, StoreBody } from "@cbm/contracts";
import { storeSlugFrom } from "@cbm/contracts";
import type { StoresService } from "../modules/stores/index.ts";
import type { UserRow } from "../modules/users/index.ts";
import type { Tx } from "../platform/db.ts";
import type { Storage } from "../platform/storage.ts";
import { storedBrandLogo } from "./brand-logos.ts";
import { randomFor } from "./random.ts";

/** The demo retailer's shop first, then the crowd's, in the order the retailers were made. */
const STORE_NAMES = [
  "Atelier Moreau",
  "Northbound Supply",
  "Maison Sable",
  "Kiln & Cloth",
  "Fieldnote Denim",
  "Ondine Swim",
  "The Second Button",
  "Palma Leather Co.",
  "Hallowed Knits",
  "Studio Ardoise",
  "Marigold Market",
  "Tidewater Outfitters",
  "Quiet Hours",
  "Lune Footwear",
];

/** Each seeded retailer with the name of their store, in the order the retailers were made. */
export const storesOf = (people: UserRow[]): { person: UserRow; name: string }[] =>
  people
    .filter((person) => person.roles.includes("retailer"))
    .map((person, index) => ({
      person,
      name: STORE_NAMES[index] ?? `${person.firstName} ${person.lastName} Studio`,
    }));

const CURRENCIES: Currency[] = ["EUR", "USD", "GBP", "EUR", "USD", "CAD", "EUR", "GBP"];

const DESCRIPTIONS = [
  "Small-batch pieces cut and sewn in our own workshop, in natural fibres that age well.",
  "Everyday essentials made to be worn hard, mended and worn again.",
  "Considered wardrobe staples in a palette you can mix without thinking.",
  "Independent designers we love, chosen one collection at a time.",
];

const RETURN_POLICIES = [
  "Unworn pieces with their tags come back free within the return window. Refunds reach your card within 5 working days of the parcel arriving.",
  "Changed your mind? Send it back unworn within the window and we refund the item price; return postage is on us for exchanges.",
];

const ROUTES: Omit<ShippingMethodBody, "priceMinor" | "freeOverMinor" | "active">[] = [
  { name: "Standard", minDays: 3, maxDays: 6, countries: [] },
  { name: "Express", minDays: 1, maxDays: 2, countries: [] },
  { name: "Collect in store", minDays: 0, maxDays: 1, countries: ["FR"] },
];

/**
 * Opens and configures a store for every seeded retailer: a name, a logo drawn like the brands', policies
 * and two or three shipping methods. Answers how many stores there are.
 */
export async function seedStores(
  stores: StoresService,
  people: UserRow[],
  storage: Storage,
  tx: Tx,
): Promise<number> {
  const named = storesOf(people);
  await stores.openStores(
    named.map(({ person, name }) => ({ id: person.id, name })),
    tx,
  );
  const random = randomFor("stores");
  for (const [index, { person, name }] of named.entries()) {
    const currency = CURRENCIES[index % CURRENCIES.length] ?? "EUR";
    const configuration: StoreBody = {
      name,
      slug: storeSlugFrom(name),
      logo: await storedBrandLogo(storage, name),
      description: random.pick(DESCRIPTIONS),
      currency,
      handlingDays: random.int(1, 4),
      returnWindowDays: random.pick([14, 30, 30, 60]),
      returnPolicy: random.pick(RETURN_POLICIES),
      contactEmail: `hello@${storeSlugFrom(name)}.example`,
      vacation: false,
    };
    await stores.configure(person.id, configuration, tx);
    const methods = ROUTES.slice(0, index % 3 === 0 ? 3 : 2);
    for (const route of methods) {
      const standard = route.name === "Standard";
      await stores.addMethod(
        person.id,
        {
          ...route,
          priceMinor: route.name === "Express" ? random.int(12, 20) * 100 : standard ? 495 : 0,
          freeOverMinor: standard ? random.pick([5000, 7500, 10000]) : undefined,
          active: true,
        },
        tx,
      );
    }
  }
  return named.length;
}
