import {
  type AddToCartRequest,
  CART_LIMITS,
  CART_LINE_REMOVED,
  type Cart,
  type CartLine,
  type CartProblem,
  type CartStore,
  type ChangeCartLineBody,
  type Currency,
  type MessageResponse,
} from "@cbm/contracts";
import { type Executor, lockedThingsOf, type Tx } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { eventShowsProductTo } from "../events/index.ts";
import { type Purchasable, purchasablesOf } from "../products/index.ts";
import * as repo from "./repo.ts";
import type { CartLineRow } from "./tables.ts";

const NOT_FOUND = "We could not find this item in your cart.";
const NOT_SOLD = "We could not find this product.";
const HELD_AT_DEAL = "This size is in your cart at a flash deal's price: its quantity cannot change.";

const returnDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** Whether the line can be bought now, and what to tell the shopper when not. */
function problemOf(item: Purchasable, quantity: number): { problem: CartProblem; message: string } | null {
  const { store } = item;
  if (item.status !== "active" || store.status !== "active") {
    return { problem: "unavailable", message: "This product is no longer sold." };
  }
  if (store.vacation) {
    const until = store.vacationReturnsOn
      ? ` until ${returnDate.format(new Date(store.vacationReturnsOn))}`
      : "";
    return {
      problem: "store_on_vacation",
      message: `${store.name} is on vacation${until} and cannot take orders now.`,
    };
  }
  if (item.stock === 0) return { problem: "sold_out", message: "This size is sold out." };
  if (item.stock < quantity) {
    return { problem: "not_enough_stock", message: `Only ${item.stock} left: lower the quantity to buy it.` };
  }
  return null;
}

/** The variant as the line may buy it: a flash deal's units at its price, those reserved counted as in stock. */
const heldBy = (row: CartLineRow, item: Purchasable): Purchasable => ({
  ...item,
  priceMinor: row.dealPriceMinor ?? item.priceMinor,
  stock: item.stock + row.reservedQuantity,
});

function lineOf(row: CartLineRow, sold: Purchasable): CartLine {
  const item = heldBy(row, sold);
  const trouble = problemOf(item, row.quantity);
  return {
    id: row.id,
    productId: item.productId,
    variantId: item.variantId,
    title: item.title,
    image: item.image,
    size: item.size,
    colour: item.colour,
    quantity: row.quantity,
    unitPriceMinor: item.priceMinor,
    priceWhenAddedMinor: row.priceWhenAddedMinor === item.priceMinor ? null : row.priceWhenAddedMinor,
    lineTotalMinor: item.priceMinor * row.quantity,
    currency: item.store.currency as Currency,
    inStock: item.stock,
    heldQuantity: row.reservedQuantity,
    problem: trouble?.problem ?? null,
    message: trouble?.message ?? null,
    outfit:
      row.outfitId && row.outfitAuthorId && row.outfitAuthorName
        ? { id: row.outfitId, author: { id: row.outfitAuthorId, fullName: row.outfitAuthorName } }
        : null,
    eventId: row.eventId,
  };
}

/** The lines grouped by store, in the order of each store's newest line; totals per currency. */
function cartOf(rows: CartLineRow[], items: Map<string, Purchasable>): Cart {
  const stores = new Map<string, CartStore>();
  for (const row of rows) {
    const item = items.get(row.variantId);
    if (!item) continue;
    const line = lineOf(row, item);
    const group = stores.get(item.store.id) ?? {
      store: { id: item.store.id, name: item.store.name, slug: item.store.slug, logo: item.store.logo },
      currency: line.currency,
      lines: [],
      subtotalMinor: 0,
    };
    group.lines.push(line);
    if (!line.problem) group.subtotalMinor += line.lineTotalMinor;
    stores.set(item.store.id, group);
  }
  const totals = new Map<Currency, number>();
  for (const { currency, subtotalMinor } of stores.values()) {
    totals.set(currency, (totals.get(currency) ?? 0) + subtotalMinor);
  }
  return {
    stores: [...stores.values()],
    totals: [...totals].map(([currency, amountMinor]) => ({ currency, amountMinor })),
    totalQuantity: rows.reduce((sum, row) => sum + row.quantity, 0),
  };
}

/** Why a line may not hold `wanted` of the variant (at most its stock and CART_LIMITS.quantity), if it may not. */
function refusedQuantity(item: Purchasable, wanted: number, already: number): AppError | undefined {
  const inCart = already > 0 ? ` You already have ${already} in your cart.` : "";
  if (wanted > CART_LIMITS.quantity) {
    return AppError.field(
      "quantity",
      `You can have at most ${CART_LIMITS.quantity} of an item in your cart.${inCart}`,
    );
  }
  if (item.stock === 0) return AppError.field("quantity", "This size is sold out.");
  if (wanted > item.stock) return AppError.field("quantity", `Only ${item.stock} left.${inCart}`);
  return undefined;
}

/** The user's cart as it stands: what checkout buys (the lines without a problem) and shows. */
export async function cartOfUser(db: Executor, userId: string): Promise<Cart> {
  const rows = await repo.linesOf(db, userId);
  return cartOf(rows, new Map(rows.flatMap((row) => (row.item ? [[row.variantId, row.item]] : []))));
}

/**
 * The author of an outfit the viewer may see and that is made with the product; nothing otherwise (the
 * outfits' face answers it; it is handed in, as the outfits room stands on the orders that stand on the cart).
 */
export type OutfitAuthorOf = (
  db: Executor,
  viewerId: string,
  outfitId: string,
  productId: string,
) => Promise<{ id: string; fullName: string } | undefined>;

/** A shopper's cart: lines of variants from any stores, checked against stock, never reserving it. */
export function cartService(
  { database, realtime }: Pick<Deps, "database" | "realtime">,
  outfitAuthorOf: OutfitAuthorOf,
) {
  const { db } = database;

  /** The outfit the line is added from, with its author; a 400 when the viewer cannot see it with the product. */
  async function sourceOf(db: Executor, userId: string, body: AddToCartRequest, item: Purchasable) {
    if (!body.outfitId) return undefined;
    const author = await outfitAuthorOf(db, userId, body.outfitId, item.productId);
    if (!author) throw AppError.field("outfitId", "This outfit does not show this product.");
    return { outfitId: body.outfitId, author };
  }

  /** The event the line is added from; a 400 when the shopper cannot see it or it does not show the product. */
  async function eventOf(db: Executor, userId: string, body: AddToCartRequest, item: Purchasable) {
    if (!body.eventId) return undefined;
    if (!(await eventShowsProductTo(db, userId, body.eventId, item.productId))) {
      throw AppError.field("eventId", "This event does not show this product.");
    }
    return body.eventId;
  }

  /**
   * A line's quantity is set one change at a time per cart. A crash may lose the last moment's changes to
   * a cart, so those commits do not wait for the disk.
   */
  const locked = lockedThingsOf("cart", db, { durable: false });

  /** The shopper's other tabs and devices hear that their cart changed. */
  const toldOfChange = (userId: string) => realtime.toUser(userId, "changed", { topic: "cart" });

  /** A change to the user's cart in its lock; once it has committed, they are told. */
  async function changing<T>(userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    const changed = await locked(userId, work);
    toldOfChange(userId);
    return changed;
  }

  async function itemOf(db: Executor, variantId: string): Promise<Purchasable | undefined> {
    const [item] = await purchasablesOf(db, [variantId]);
    return item;
  }

  /** The variant as shoppers may buy it now; a 404 when it is not sold, a 400 when it cannot be bought. */
  async function buyable(variantId: string): Promise<Purchasable> {
    const item = await itemOf(db, variantId);
    if (item?.status !== "active" || item.store.status !== "active") throw AppError.notFound(NOT_SOLD);
    const trouble = problemOf(item, 1);
    if (trouble) throw AppError.field("variantId", trouble.message);
    return item;
  }

  /** Where the line comes from (an outfit and its author, an event), checked against the variant's product. */
  async function attributionOf(userId: string, body: AddToCartRequest) {
    if (!body.outfitId && !body.eventId) return { outfitId: null, author: undefined, eventId: null };
    const item = await buyable(body.variantId);
    const source = await sourceOf(db, userId, body, item);
    const eventId = await eventOf(db, userId, body, item);
    return { outfitId: source?.outfitId ?? null, author: source?.author, eventId: eventId ?? null };
  }

  /** Why the cart would not take `quantity` more of the variant: what it is, its line, its stock or its room. */
  async function refusalOfAdd(userId: string, variantId: string, quantity: number): Promise<AppError> {
    const item = await buyable(variantId);
    const lines = await repo.linesOf(db, userId);
    const existing = lines.find((line) => line.variantId === item.variantId);
    if (existing && existing.dealPriceMinor !== null) return AppError.field("quantity", HELD_AT_DEAL);
    const already = existing?.quantity ?? 0;
    const refusal = refusedQuantity(item, already + quantity, already);
    if (refusal) return refusal;
    if (!existing && lines.length >= CART_LIMITS.lines) {
      return AppError.field("variantId", `Your cart can hold at most ${CART_LIMITS.lines} different items.`);
    }
    return AppError.conflict("Your cart changed while this was being added. Try again.");
  }

  return {
    get: (userId: string): Promise<Cart> => cartOfUser(db, userId),

    /**
     * Adds to the variant's line, or opens one: a product shoppers can buy now, up to its stock and 10. One
     * statement does it, atomic on the line (concurrent adds of a variant never pass its stock); an add
     * from an outfit or an event reads the variant first to check it, and only a refusal reads the cart,
     * to say why.
     */
    async add(userId: string, body: AddToCartRequest): Promise<CartLine> {
      const quantity = body.quantity ?? 1;
      const { author, ...from } = await attributionOf(userId, body);
      const added = await repo.addedLine(db, {
        userId,
        variantId: body.variantId,
        quantity,
        maxQuantity: CART_LIMITS.quantity,
        outfitId: from.outfitId,
        outfitAuthorId: author?.id ?? null,
        eventId: from.eventId,
        maxLines: CART_LIMITS.lines,
      });
      if (!added) throw await refusalOfAdd(userId, body.variantId, quantity);
      toldOfChange(userId);
      const { line, item } = added;
      const authorName =
        author?.fullName ??
        (line.outfitAuthorId ? ((await repo.lineOf(db, userId, line.id))?.outfitAuthorName ?? null) : null);
      return lineOf({ ...line, outfitAuthorName: authorName }, item);
    },

    change: (userId: string, id: string, body: ChangeCartLineBody): Promise<CartLine> =>
      changing(userId, async (tx) => {
        const row = await repo.lineOf(tx, userId, id);
        const item = row && (await itemOf(tx, row.variantId));
        if (!row || !item) throw AppError.notFound(NOT_FOUND);
        if (row.dealPriceMinor !== null) throw AppError.field("quantity", HELD_AT_DEAL);
        const refusal = refusedQuantity(item, body.quantity, 0);
        if (refusal) throw refusal;
        const changed = await repo.changedLine(tx, row.id, { quantity: body.quantity });
        return lineOf({ ...changed, outfitAuthorName: row.outfitAuthorName }, item);
      }),

    async remove(userId: string, id: string): Promise<MessageResponse> {
      if (!(await repo.deletedLine(db, userId, id))) throw AppError.notFound(NOT_FOUND);
      toldOfChange(userId);
      return { message: CART_LINE_REMOVED };
    },

    totalQuantity: async (userId: string) => ({ totalQuantity: await repo.totalQuantity(db, userId) }),
  };
}

export type CartService = ReturnType<typeof cartService>;
