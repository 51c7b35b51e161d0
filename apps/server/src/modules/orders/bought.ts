// What a buyer's delivered order brought, for other rooms (the closets take it in).
import type { Colour, Currency, Image } from "@cbm/contracts";
import type { Executor } from "../../platform/db.ts";
import { AppError } from "../../platform/errors.ts";
import * as repo from "./repo.ts";

export interface BoughtLine {
  productId: string | null;
  title: string;
  size: string;
  colour: Colour;
  image: Image | null;
  unitPriceMinor: number;
  currency: Currency;
  /** The day it was ordered, as `yyyy-mm-dd`. */
  orderedOn: string;
}

/** What the buyer has in hand: not before delivery, nor once sent back. */
const ARRIVED = new Set(["delivered", "completed"]);

/** The lines of the buyer's order once it has arrived: 404 for another's order, 409 before delivery. */
export async function boughtLinesOf(db: Executor, userId: string, orderId: string): Promise<BoughtLine[]> {
  const order = await repo.orderOf(db, userId, orderId);
  if (!order || order.status === "pending_payment") throw AppError.notFound("We could not find this order.");
  if (!ARRIVED.has(order.status))
    throw AppError.conflict("Only what a delivered order brought can go into a closet.");
  const lines = await repo.linesOf(db, [order.id]);
  return lines.map((line) => ({
    productId: line.productId,
    title: line.title,
    size: line.size,
    colour: line.colour,
    image: line.image,
    unitPriceMinor: line.unitPriceMinor,
    currency: order.currency,
    orderedOn: order.createdAt.toISOString().slice(0, 10),
  }));
}
