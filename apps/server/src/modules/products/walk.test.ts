import type { Product } from "@cbm/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { newBrand } from "../../testing/brands.ts";
import { shopUnderTest } from "../../testing/checkout.ts";
import { type Person, registerPerson } from "../../testing/harness.ts";
import { openShop, pagedShopIds, shopCards } from "../../testing/shop.ts";
import { WALK_ROWS } from "./walk.ts";

// The shop's newest products, walked by one plan for any filters (decision 028). Other files' products
// share the database on PostgreSQL: every query here is narrowed to a brand or a store of its own.

const app = shopUnderTest();
let shopper: Person;
beforeAll(async () => {
  shopper = await registerPerson(app.test);
});

const shop = () => openShop(app.test, app.photo);
const idsOf = async (query: string) => (await shopCards(app.test, shopper, query)).map((card) => card.id);
const pagedIds = (query: string, limit: number) => pagedShopIds(app.test, shopper, query, limit);

describe("GET /v1/products, newest first", () => {
  it("walks the whole shop newest first with any filters, and finds what lies beyond the walk's reach", async () => {
    const [{ add, storeId }, closed] = [await shop(), await shop()];
    const brand = await newBrand(app.test, "Wandering");
    const dress = { category: "dresses", subcategory: "dress", brandId: brand.id };
    const old = await add({ ...dress, priceMinor: 4000 });
    const red = await add({ ...dress, priceMinor: 6000, variants: [{ size: "S", colour: "red", stock: 1 }] });
    const onSale = await add({ ...dress, priceMinor: 8000, compareAtMinor: 9000 });
    const skirt = await add({ ...dress, category: "bottoms", subcategory: "skirt", priceMinor: 5000 });
    await closed.add(dress);
    await app.test.deps.database.db.execute(
      sql`update stores set status = 'suspended' where id = ${closed.storeId}`,
    );
    const ids = (...products: Product[]) => products.map((product) => product.id);
    const walk = (query: string) => idsOf(`brandId=${brand.id}&sort=newest&${query}`);

    expect(await walk("")).toEqual(ids(skirt, onSale, red, old));
    expect(await walk("category=dresses")).toEqual(ids(onSale, red, old));
    expect(await walk("category=dresses&size=s&colour=red")).toEqual(ids(red));
    expect(await walk("minPrice=5000&maxPrice=8000")).toEqual(ids(skirt, onSale, red));
    expect(await walk("category=dresses&onSale=true")).toEqual(ids(onSale));
    // Every filter at once, page by page: each shape of walk is a statement of its own.
    const everything = `storeId=${storeId}&category=dresses&brandId=${brand.id}&size=m&colour=black&minPrice=1000&maxPrice=9000`;
    expect(await pagedIds(everything, 1)).toEqual(ids(onSale, old));

    // Pages of two: the walk finds the first with the next one, then ends within its reach.
    const paged = () => pagedIds(`brandId=${brand.id}&category=dresses`, 2);
    expect(await paged()).toEqual(ids(onSale, red, old));

    // More dresses than a walk reads come between the oldest and the others.
    const { db } = app.test.deps.database;
    await db.execute(sql`update products set created_at = '2001-01-01' where id = ${old.id}`);
    await db.execute(sql`
      insert into products select (jsonb_populate_record(null::products, to_jsonb(products) || jsonb_build_object(
          'id', gen_random_uuid(), 'brand_id', null, 'created_at', timestamptz '2002-01-01' + n * interval '1 s'))).*
        from products, generate_series(1, ${WALK_ROWS + 10}) as n where id = ${red.id}`);
    expect(await paged()).toEqual(ids(onSale, red, old));
  });
});
