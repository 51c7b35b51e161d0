import { randomUUID } from "node:crypto";
import { type Product, type ProductCardPage, type ProductDetails, ShopQuerySchema } from "@cbm/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { newBrand } from "../../testing/brands.ts";
import { shopUnderTest } from "../../testing/checkout.ts";
import { type Person, registerPerson } from "../../testing/harness.ts";
import { openShop, pagedShopIds, shopCards } from "../../testing/shop.ts";
import { shoppingTasteOf, styleService } from "../style/index.ts";
import { walkedPage } from "./walk.ts";

// Other files' products share the database on PostgreSQL: every query here is narrowed to a store of
// its own or a word made up for the test.

const app = shopUnderTest();
let shopper: Person;
beforeAll(async () => {
  shopper = await registerPerson(app.test);
});

const get = (person: Person | null, url: string) =>
  app.test.request({ method: "GET", url, headers: person?.headers ?? {} });
const word = () => `w${randomUUID().replace(/[\d-]/g, "").slice(0, 8)}`;

/** A retailer and a way to list products in their store. */
const shop = () => openShop(app.test, app.photo);

const cards = (person: Person, query: string) => shopCards(app.test, person, query);
const idsOf = async (person: Person, query: string) => (await cards(person, query)).map((card) => card.id);
const pagedIds = (query: string, limit: number, person: Person = shopper) =>
  pagedShopIds(app.test, person, query, limit);

describe("GET /v1/products", () => {
  it("shows only active products of active stores, with the card's fields", async () => {
    const { storeId, add } = await shop();
    const brand = await newBrand(app.test, "Tidal");
    const shown = await add({ title: "Rib tank", brandId: brand.id, priceMinor: 2500, compareAtMinor: 3500 });
    await add({ status: "draft" });
    await add({ status: "archived" });
    const [card] = await cards(shopper, `storeId=${storeId}`);
    expect(card).toMatchObject({
      id: shown.id,
      title: "Rib tank",
      brand,
      store: { id: storeId },
      priceMinor: 2500,
      compareAtMinor: 3500,
      currency: "USD",
      colours: ["black"],
      soldOut: false,
      reasons: [],
    });
    expect(await idsOf(shopper, `storeId=${storeId}`)).toEqual([shown.id]);

    await app.test.deps.database.db.execute(
      sql`update stores set status = 'suspended' where id = ${storeId}`,
    );
    expect(await idsOf(shopper, `storeId=${storeId}`)).toEqual([]);
    expect((await get(shopper, `/v1/product/${shown.id}`)).statusCode).toBe(404);
  });

  it("filters by category, brand, size, colour, price and sale, alone and together", async () => {
    const { storeId, add } = await shop();
    const brand = await newBrand(app.test, "Ardent");
    const tee = await add({ priceMinor: 2000, variants: [{ size: "S", colour: "white", stock: 1 }] });
    const jeans = await add({
      title: "Straight jeans",
      category: "bottoms",
      subcategory: "jeans",
      brandId: brand.id,
      priceMinor: 9000,
      compareAtMinor: 12000,
      variants: [
        { size: "W30", colour: "blue", stock: 2 },
        { size: "W32", colour: "navy", stock: 0 },
      ],
    });
    const coat = await add({
      title: "Wool coat",
      category: "outerwear",
      subcategory: "coat",
      brandId: brand.id,
      priceMinor: 24000,
      variants: [{ size: "M", colour: "navy", stock: 3 }],
    });
    // Each also page by page; and the walk of the store's newest products (decision 028) finds a page of
    // all but one of them with the next one, as it must to answer that page itself.
    const only = async (query: string) => {
      const found = await idsOf(shopper, `storeId=${storeId}&${query}`);
      expect(await pagedIds(`storeId=${storeId}&${query}`, 1)).toEqual(found);
      const parsed = ShopQuerySchema.parse(
        Object.fromEntries(new URLSearchParams(`storeId=${storeId}&${query}`)),
      );
      const page = { query: parsed, taste: undefined, after: undefined };
      const walked =
        found.length > 1 ? await walkedPage(app.test.deps.database.db, page, found.length - 1) : undefined;
      if (found.length > 1) expect(walked?.map((row) => row.id)).toEqual(found);
      return found.sort();
    };
    const sorted = (...products: Product[]) => products.map((product) => product.id).sort();
    expect(await only("category=bottoms")).toEqual(sorted(jeans));
    expect(await only(`brandId=${brand.id}`)).toEqual(sorted(jeans, coat));
    expect(await only("size=w32")).toEqual(sorted(jeans));
    expect(await only("colour=navy")).toEqual(sorted(jeans, coat));
    expect(await only("minPrice=5000")).toEqual(sorted(jeans, coat));
    expect(await only("minPrice=9000")).toEqual(sorted(jeans, coat));
    expect(await only("maxPrice=9000")).toEqual(sorted(tee, jeans));
    expect(await only("minPrice=2000&maxPrice=2000")).toEqual(sorted(tee));
    expect(await only("onSale=true")).toEqual(sorted(jeans));
    expect(await only(`colour=navy&brandId=${brand.id}&maxPrice=10000`)).toEqual(sorted(jeans));
    expect(await only("category=bottoms&colour=white")).toEqual([]);
  });

  it("sorts by newest and by price both ways, and pages each product once while others are added", async () => {
    const { storeId, add } = await shop();
    const made: Product[] = [];
    for (const price of [5000, 1500, 9900, 3000, 7000]) made.push(await add({ priceMinor: price }));
    const order = async (sort: string) => idsOf(shopper, `storeId=${storeId}&sort=${sort}`);
    const byPrice = [...made].sort((a, b) => a.priceMinor - b.priceMinor).map((product) => product.id);
    expect(await order("newest")).toEqual(made.map((product) => product.id).reverse());
    expect(await order("price_asc")).toEqual(byPrice);
    expect(await order("price_desc")).toEqual([...byPrice].reverse());

    for (const sort of ["newest", "price_asc"]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const url: string = `/v1/products?storeId=${storeId}&sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ""}`;
        const page = (await get(shopper, url)).json<ProductCardPage>();
        seen.push(...page.items.map((card) => card.id));
        cursor = page.nextCursor;
        if (cursor) await add({ priceMinor: 100_000 });
      } while (cursor);
      for (const product of made) expect(seen.filter((id) => id === product.id)).toHaveLength(1);
    }
  });

  it("finds products bearing every word of a keyword, typos, accents and word starts tolerated, newest first; a change shows at once", async () => {
    const { owner, storeId, add } = await shop();
    const tag = word();
    const other = await add({ title: "Plain cardigan", tags: [tag] });
    const cardigan = await add({
      title: "Crème brûlée cardigan",
      tags: [tag],
      category: "outerwear",
      subcategory: "coat",
    });
    const search = (keyword: string, more = "") =>
      idsOf(shopper, `storeId=${storeId}&keyword=${encodeURIComponent(keyword)}${more}`);
    expect(await search("creme brulee")).toEqual([cardigan.id]);
    expect(await search("cardigna")).toEqual([cardigan.id, other.id]);
    expect(await search("CARDI")).toEqual([cardigan.id, other.id]);
    expect(await search(`${tag} plain`)).toEqual([other.id]);
    expect(await search("cardigan", "&category=tops")).toEqual([other.id]);
    expect(await search(`${word()}${word()}`)).toEqual([]);
    // A keyword alone (the search bar; a statement prepared once) finds them across the shop, and pages
    // follow the cursor through them, each once, with one word or two.
    for (const keyword of [tag, `${tag} cardigan`]) {
      const pages: ProductCardPage[] = [];
      let cursor: string | null = "";
      while (cursor !== null) {
        const after: string = cursor ? `&cursor=${cursor}` : "";
        const page = (
          await get(shopper, `/v1/products?limit=1&keyword=${keyword}${after}`)
        ).json<ProductCardPage>();
        pages.push(page);
        cursor = page.nextCursor;
      }
      expect(pages.flatMap((page) => page.items.map((card) => card.id))).toEqual([cardigan.id, other.id]);
    }
    // A new title is searched by its words at once, the old ones no longer, though a word new to the
    // catalogue was searched in vain just before (the instance keeps what words mean for a while).
    const unheardOf = word();
    expect(await search(unheardOf)).toEqual([]);
    const renamed = await app.test.request({
      method: "PUT",
      url: `/v1/retailer/product/${other.id}`,
      headers: owner.headers,
      payload: {
        title: `Ribbed ${unheardOf} jumper`,
        category: other.category,
        subcategory: other.subcategory,
        images: other.images.map((image) => image.url),
        priceMinor: 4500,
        status: "active",
        tags: other.tags,
        variants: other.variants.map(({ id, size, colour, sku }) => ({ id, size, colour, sku, stock: 0 })),
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await search("plain")).toEqual([]);
    expect(await search(unheardOf)).toEqual([other.id]);
    // Its card shows the change too (the card the database keeps, sql/cards.sql).
    const [card] = await cards(shopper, `storeId=${storeId}&keyword=jumper`);
    expect(card).toMatchObject({
      id: other.id,
      title: `Ribbed ${unheardOf} jumper`,
      priceMinor: 4500,
      soldOut: true,
    });
  });

  it("ranks the shopper's favourite brands and colours first and says why; hides avoided colours unless asked; My sizes", async () => {
    const { storeId, add } = await shop();
    const loved = await newBrand(app.test, "Beloved");
    const person = await registerPerson(app.test);
    await styleService(app.test.deps).createMany([
      {
        profile: {
          userId: person.auth.user.id,
          favouriteColours: ["olive"],
          avoidedColours: ["orange"],
          sizes: { tops: { system: "INT", size: "L" } },
        },
        brandIds: [loved.id],
      },
    ]);
    const plain = await add({ title: "Plain tee", variants: [{ size: "M", colour: "white", stock: 1 }] });
    const olive = await add({ title: "Olive tee", variants: [{ size: "L", colour: "olive", stock: 1 }] });
    const brand = await add({
      title: "Beloved tee",
      brandId: loved.id,
      variants: [{ size: "M", colour: "grey", stock: 1 }],
    });
    const orange = await add({ title: "Orange tee", variants: [{ size: "L", colour: "orange", stock: 1 }] });
    const both = await add({
      title: "Beloved olive tee",
      brandId: loved.id,
      variants: [{ size: "S", colour: "olive", stock: 1 }],
    });

    const ranked = await cards(person, `storeId=${storeId}`);
    expect(ranked.map((card) => card.id)).toEqual([both.id, brand.id, olive.id, plain.id]);
    expect(ranked.map((card) => card.reasons)).toEqual([
      ["favourite-brand", "favourite-colour"],
      ["favourite-brand"],
      ["favourite-colour"],
      [],
    ]);
    // A keyword's products are ranked the same way.
    expect(await idsOf(person, `storeId=${storeId}&keyword=beloved`)).toEqual([both.id, brand.id]);
    expect(await idsOf(person, `storeId=${storeId}&keyword=tee`)).toEqual([
      both.id,
      brand.id,
      olive.id,
      plain.id,
    ]);
    // Page by page, the cursor carries the tier: each product once, in the same order.
    const paged: string[] = [];
    for (let cursor: string | null = ""; cursor !== null; ) {
      const after: string = cursor ? `&cursor=${cursor}` : "";
      const page = (
        await get(person, `/v1/products?limit=1&storeId=${storeId}${after}`)
      ).json<ProductCardPage>();
      paged.push(...page.items.map((card) => card.id));
      cursor = page.nextCursor;
    }
    expect(paged).toEqual([both.id, brand.id, olive.id, plain.id]);
    // The product page says the same, to this shopper only.
    const page = async (who: typeof person, id: string) =>
      (await get(who, `/v1/product/${id}`)).json<ProductDetails>().reasons;
    expect(await page(person, brand.id)).toEqual(["favourite-brand"]);
    expect(await page(person, olive.id)).toEqual(["favourite-colour"]);
    expect(await page(shopper, brand.id)).toEqual([]);
    expect(await idsOf(person, `storeId=${storeId}&showAvoided=true`)).toContain(orange.id);
    expect((await idsOf(person, `storeId=${storeId}&mySizes=true`)).sort()).toEqual([olive.id]);
    // Newest first, whole and a product at a time (walked, decision 028), the taste's filters the same.
    for (const [query, expected] of [
      ["", [both, brand, olive, plain]],
      ["&showAvoided=true", [both, orange, brand, olive, plain]],
      ["&mySizes=true", [olive]],
    ] as const) {
      const ids = expected.map((product) => product.id);
      expect(await idsOf(person, `storeId=${storeId}&sort=newest${query}`)).toEqual(ids);
      expect(await pagedIds(`storeId=${storeId}&sort=newest${query}`, 1, person)).toEqual(ids);
      const parsed = ShopQuerySchema.parse(
        Object.fromEntries(new URLSearchParams(`storeId=${storeId}&sort=newest${query}`)),
      );
      const taste = await shoppingTasteOf(app.test.deps.database.db, person.auth.user.id);
      // The walk answers a page of all but one itself, finding the last as the next page's start.
      const page = { query: parsed, taste, after: undefined };
      const walked = await walkedPage(app.test.deps.database.db, page, Math.max(ids.length - 1, 0));
      expect(walked?.map((row) => row.id)).toEqual(ids);
    }
    // Someone without a profile sees everything, newest first.
    expect(await idsOf(shopper, `storeId=${storeId}`)).toEqual([
      both.id,
      orange.id,
      brand.id,
      olive.id,
      plain.id,
    ]);
  });

  it("takes any text as a size, quotes and backslashes included, as a size and nothing else", async () => {
    const { storeId, add } = await shop();
    const odd = await add({ variants: [{ size: "O'Neil \\ 1", colour: "black", stock: 1 }] });
    for (const size of ["O'Neil \\ 1", "o'neil \\ 1"])
      expect(await idsOf(shopper, `storeId=${storeId}&size=${encodeURIComponent(size)}`)).toEqual([odd.id]);
    for (const size of ["';drop table x;--", "x' or '1'='1", "\\\\"])
      expect(await idsOf(shopper, `storeId=${storeId}&size=${encodeURIComponent(size)}`)).toEqual([]);
  });

  it("answers 400 with each field's message, and 401 without a token", async () => {
    const bad = await get(
      shopper,
      "/v1/products?limit=0&sort=cheap&colour=rainbow&minPrice=-1&onSale=yes&storeId=x",
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual([
      "colour",
      "limit",
      "minPrice",
      "onSale",
      "sort",
      "storeId",
    ]);
    const backwards = await get(shopper, "/v1/products?minPrice=5000&maxPrice=100");
    expect(backwards.json()).toEqual({ maxPrice: ["Highest price cannot be below the lowest"] });
    expect((await get(shopper, "/v1/products?cursor=bogus")).json()).toEqual({
      cursor: ["This cursor is not valid; start again from the first page"],
    });
    expect((await get(null, "/v1/products")).json()).toEqual({ message: "Unauthenticated." });
  });
});
