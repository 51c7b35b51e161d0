// Shopping from the wall: the shop's products an outfit is made of, the outfits made with a product, and
// whether an outfit shows a product (a cart line remembers the outfit and its author).
import type { Outfit, OutfitProducts, OutfitsWithProduct, ProductDetails } from "@cbm/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { itemsOfProduct } from "../closets/index.ts";
import { productsDetails } from "../products/index.ts";
import { fullName, livePerson, noBlockBetween } from "../users/index.ts";
import { OUTFIT_NOT_FOUND } from "./engagement.ts";
import { isPublic } from "./lists-repo.ts";
import * as repo from "./repo.ts";
import { outfitItems, outfits } from "./tables.ts";

/** How many of the newest outfits made with a product its page shows. */
const SHOWN_WITH_PRODUCT = 4;

const madeWith = (productId: string) =>
  sql`exists (select 1 from ${outfitItems} where ${outfitItems.outfitId} = ${outfits.id}
    and ${outfitItems.itemId} in (${itemsOfProduct(sql`${productId}::uuid`)}))`;

/** The outfit's author when the viewer may see it and it is made with the product (a cart line's source). */
export async function outfitAuthorOf(
  db: Executor,
  viewerId: string,
  outfitId: string,
  productId: string,
): Promise<{ id: string; fullName: string } | undefined> {
  const [row] = await db
    .select({ id: outfits.authorId, fullName })
    .from(outfits)
    .innerJoin(...livePerson(outfits.authorId))
    .where(and(eq(outfits.id, outfitId), repo.outfitSeenBy(viewerId), madeWith(productId)));
  return row;
}

export function outfitShopping({ database }: Pick<Deps, "database">) {
  const { db } = database;

  return {
    /** The products the outfit's items are, in the items' order, that the shop sells now. */
    async products(viewerId: string, id: string): Promise<OutfitProducts> {
      if (!(await repo.authorOfSeen(db, viewerId, id))) throw AppError.notFound(OUTFIT_NOT_FOUND);
      const items = await repo.itemsOfOutfit(db, viewerId, id);
      const productIds = [...new Set(items.flatMap((item) => item.productId ?? []))];
      const pages = await productsDetails(db, viewerId, productIds);
      return { items: pages.map((page) => JSON.parse(page) as ProductDetails) };
    },

    /** How many public outfits are made with the product, and the newest few, for the product's page. */
    async withProduct(viewerId: string, productId: string): Promise<OutfitsWithProduct> {
      const where = and(isPublic, noBlockBetween(viewerId, outfits.authorId), madeWith(productId));
      const [rows, [counted]] = await Promise.all([
        db
          .select(repo.renderedBy(viewerId, outfits.createdAt))
          .from(outfits)
          .innerJoin(...livePerson(outfits.authorId))
          .where(where)
          .orderBy(sql`${outfits.createdAt} desc, ${outfits.id} desc`)
          .limit(SHOWN_WITH_PRODUCT),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(outfits)
          .innerJoin(...livePerson(outfits.authorId))
          .where(where),
      ]);
      return { count: counted?.count ?? 0, items: rows.map((row) => JSON.parse(row.json) as Outfit) };
    },
  };
}
