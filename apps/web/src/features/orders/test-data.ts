import type { OrderDetails, OrderSummary, StoreOrderDetails, StoreOrderSummary } from "@cbm/contracts";

/** Orders of the tests of the orders pages. */
const image = (name: string) => ({
  url: `/media/${name}-1080.webp`,
  width: 1080,
  height: 1350,
  variants: [],
});

const uuid = (tail: number) => `11111111-2222-4333-8444-${String(tail).padStart(12, "0")}`;

export const orderSummary = (tail: number, fields: Partial<OrderSummary> = {}): OrderSummary => ({
  id: uuid(tail),
  store: { id: uuid(900), name: "Atelier Iris", slug: "iris", logo: null },
  status: "paid",
  total: 14_390,
  currency: "EUR",
  itemCount: 3,
  images: ["shirt", "scarf", "tee", "belt"].map(image),
  createdAt: "2026-03-14T09:30:00.000Z",
  ...fields,
});

export const orderDetails: OrderDetails = {
  ...orderSummary(1, { status: "shipped" }),
  lines: [
    {
      id: uuid(101),
      productId: uuid(201),
      title: "Linen shirt",
      size: "M",
      colour: "cream",
      image: image("shirt"),
      unitPriceMinor: 4_900,
      quantity: 2,
      lineTotalMinor: 9_800,
    },
    {
      id: uuid(102),
      productId: null,
      title: "Silk scarf",
      size: "One size",
      colour: "burgundy",
      image: null,
      unitPriceMinor: 4_100,
      quantity: 1,
      lineTotalMinor: 4_100,
    },
  ],
  itemsTotal: 13_900,
  shippingTotal: 490,
  address: {
    fullName: "Iris Apfel",
    line1: "1 Main Street",
    line2: null,
    city: "Austin",
    region: "TX",
    postalCode: "78701",
    country: "US",
    phone: "+14155550100",
  },
  shippingMethod: { name: "Colissimo", minDays: 2, maxDays: 4 },
  card: { brand: "visa", last4: "4242" },
  shipBy: "2026-03-16T09:30:00.000Z",
  timeline: [
    { status: "paid", at: "2026-03-14T09:30:00.000Z" },
    { status: "shipped", at: "2026-03-15T16:05:00.000Z" },
  ],
  tracking: { carrier: "Colissimo", number: "6A12345678901" },
  cancelReason: null,
  returnBy: null,
  return: null,
  actions: ["confirm-receipt"],
};

const buyer = { id: uuid(700), fullName: "Ana Lee" };

export const storeOrderSummary = (tail: number, fields: Partial<OrderSummary> = {}): StoreOrderSummary => ({
  ...orderSummary(tail, fields),
  buyer,
});

/** A paid order the store has to ship. */
export const storeOrderDetails: StoreOrderDetails = {
  ...orderDetails,
  status: "paid",
  timeline: orderDetails.timeline.slice(0, 1),
  tracking: null,
  buyer,
  actions: ["ship", "cancel"],
};
