// The rules of a return: within the store's return window after delivery (kept from checkout), once per
// order, of lines the order holds, refunding their price (and the shipping when everything comes back).
import type { OrderReturn, ReturnBody, ValidationError } from "@cbm/contracts";
import { AppError } from "../../platform/errors.ts";
import { MOVES, refusalOf } from "./states.ts";
import type { OrderLineRow, OrderReturnRow, OrderRow } from "./tables.ts";

const DAY_MS = 24 * 60 * 60_000;

const LONG_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** The last moment the order may be returned: null before it arrives or when its store takes no returns. */
export const returnByOf = (order: OrderRow): Date | null =>
  order.deliveredAt && order.returnDays > 0
    ? new Date(order.deliveredAt.getTime() + order.returnDays * DAY_MS)
    : null;

/** Why the buyer cannot return the order now (the 409's message), or null when they can. */
export function returnRefusal(
  order: OrderRow,
  earlier: OrderReturnRow | undefined,
  now: Date,
): string | null {
  if (!MOVES.return.from.includes(order.status)) return refusalOf("return", order.status);
  if (order.returnDays === 0) return "This store does not take returns.";
  if (earlier) return "The store declined this order's return: it cannot be returned again.";
  const returnBy = returnByOf(order);
  if (returnBy && now > returnBy) return `The return window closed on ${LONG_DATE.format(returnBy)}.`;
  return null;
}

/** Each line asked for must be the order's, and no more of it than was bought: a 400 naming each that is not. */
function checkLines(lines: OrderLineRow[], asked: ReturnBody["lines"]): void {
  const problems: ValidationError = {};
  asked.forEach(({ lineId, quantity }, index) => {
    const line = lines.find((each) => each.id === lineId);
    if (!line) problems[`lines.${index}.lineId`] = ["This item is not in the order."];
    else if (quantity > line.quantity)
      problems[`lines.${index}.quantity`] = [`You bought ${line.quantity} of this item.`];
  });
  if (Object.keys(problems).length > 0) throw AppError.invalid(problems);
}

/** What the return refunds: the returned lines' price; the whole order, shipping too, when all comes back. */
export function returnAmountOf(order: OrderRow, lines: OrderLineRow[], asked: ReturnBody["lines"]): number {
  checkLines(lines, asked);
  const quantityOf = (line: OrderLineRow) => asked.find((each) => each.lineId === line.id)?.quantity ?? 0;
  if (lines.every((line) => quantityOf(line) === line.quantity)) return order.totalMinor;
  return lines.reduce((sum, line) => sum + line.unitPriceMinor * quantityOf(line), 0);
}

export const shownReturn = (row: OrderReturnRow): OrderReturn => ({
  lines: row.lines,
  reason: row.reason,
  amount: row.amountMinor,
  requestedAt: row.requestedAt.toISOString(),
  declineReason: row.declineReason,
});
