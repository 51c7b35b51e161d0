import { brandsService } from "../modules/brands/index.ts";
import { eventsService } from "../modules/events/index.ts";
import { influencersService } from "../modules/influencers/index.ts";
import { productsService } from "../modules/products/index.ts";
import { retailersService } from "../modules/retailers/index.ts";
import { storesService } from "../modules/stores/index.ts";
import { styleService } from "../modules/style/index.ts";
import { usersService } from "../modules/users/index.ts";
import { inTransaction } from "../platform/db.ts";
import type { Deps } from "../platform/deps.ts";
import { seedBrands } from "./brands.ts";
import { seedClosetsAndOutfits } from "./closets-and-outfits.ts";
import { seedEvents } from "./events.ts";
import { seedFollows } from "./follows.ts";
import { garmentStudio } from "./garments.ts";
import { seedInfluencers } from "./influencers.ts";
import { seedLiveRoom } from "./live-room.ts";
import { seedPlans } from "./plans.ts";
import { seedProducts } from "./products.ts";
import { seedRetailers } from "./retailers.ts";
import { seedShopping } from "./shopping.ts";
import { seedStores } from "./stores.ts";
import { seedStyleProfiles } from "./style.ts";
import { DEMO_ACCOUNTS, type DemoAccount, seedUsers } from "./users.ts";

export { DEMO_ACCOUNTS, type DemoAccount, demoAccounts } from "./users.ts";

/**
 * Fills a database without users with the same demo data every time, in one transaction, so a
 * failed seed leaves nothing behind and the next start tries again. Answers whether it seeded.
 */
export async function seedIfEmpty(deps: Deps, accounts: DemoAccount[] = DEMO_ACCOUNTS): Promise<boolean> {
  const users = usersService(deps);
  if ((await users.count()) > 0) return false;
  const seeded = await inTransaction(deps.database.db, async (tx) => {
    const people = await seedUsers(users, deps.storage, tx, accounts);
    // None inserted: another instance, starting at the same time, seeded first.
    if (people.length === 0) return undefined;
    const follows = await seedFollows(users, people, tx);
    const brands = await seedBrands(brandsService(deps), deps.storage, tx);
    const styles = await seedStyleProfiles(styleService(deps), people, tx);
    const creators = await seedInfluencers(influencersService(deps), people, deps.storage, tx);
    const business = await seedRetailers(retailersService(deps), people, tx);
    const shops = await seedStores(storesService(deps), people, deps.storage, tx);
    // Garment photos are drawn once for the stores' products and the closets alike.
    const studio = garmentStudio(deps.storage);
    const catalogue = await seedProducts(productsService(deps), people, studio, tx);
    const wall = await seedClosetsAndOutfits(people, deps.storage, studio, tx);
    const plans = await seedPlans(tx, people);
    const events = await seedEvents(eventsService(deps), people, tx);
    return {
      people,
      summary: `${people.length} people, ${follows} follows, ${brands} brands, ${styles} style profiles, ${creators} influencer profiles, ${business.profiles} retailer profiles, ${business.leads} retailer leads, ${shops} stores, ${catalogue}, ${wall}, ${plans}, ${events}`,
    };
  });
  if (!seeded) return false;
  deps.log.info(`seeded the demo data: ${seeded.summary}`);
  // Buying charges the payment provider, and the live room writes as its viewers would: neither is part of
  // the seed's transaction, so they come after it, and one failing leaves the rest of the demo standing.
  const after = { "demo shopping": seedShopping, "live room": seedLiveRoom };
  for (const [name, seed] of Object.entries(after)) {
    try {
      deps.log.info(`seeded the ${name}: ${await seed(deps, seeded.people)}`);
    } catch (error) {
      deps.log.warn({ err: error }, `the ${name} could not be seeded; the rest of the demo data is there`);
    }
  }
  return true;
}
