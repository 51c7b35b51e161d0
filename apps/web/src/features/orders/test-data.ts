import type {
  Cart,
  CartLine,
  OrderDetails,
  OrderSummary,
  StoreOrderDetails,
  StoreOrderSummary,
} from "@cbm/contracts";
import { json, stubFetch } from "../../testing/render.tsx";

/** Orders of the tests of the orders pages. */
const image = (name: string) => ({
  url: `/media/${name}-1080.webp`,
  width: 1080,
  height: 1350,
  variants: [],
});

export const fixtureId = (tail: number) => `11111111-2222-4333-8444-${String(tail).padStart(12, "0")}`;

export const orderSummary = (tail: number, fields: Partial<OrderSummary> = {}): OrderSummary => ({
  id: fixtureId(tail),
  store: { id: fixtureId(900), name: "Atelier Iris", slug: "iris", logo: null },
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
      id: fixtureId(101),
      productId: fixtureId(201),
      title: "Linen shirt",
      size: "M",
      colour: "cream",
      image: image("shirt"),
      unitPriceMinor: 4_900,
      quantity: 2,
      lineTotalMinor: 9_800,
    },
    {
      id: fixtureId(102),
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

const buyer = { id: fixtureId(700), fullName: "Ana Lee" };

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

/** The checkout page's tests: a cart of one store, its delivery, an address and two cards. */
export const CHECKOUT_STORE = fixtureId(1);
const STANDARD = fixtureId(2);
export const EXPRESS = fixtureId(3);

const line: CartLine = {
  id: fixtureId(10),
  productId: fixtureId(11),
  variantId: fixtureId(12),
  title: "Linen shirt",
  image: null,
  size: "M",
  colour: "beige",
  quantity: 2,
  unitPriceMinor: 4_500,
  priceWhenAddedMinor: null,
  lineTotalMinor: 9_000,
  currency: "EUR",
  inStock: 5,
  heldQuantity: 0,
  problem: null,
  message: null,
  outfit: null,
  eventId: null,
};

const cart: Cart = {
  stores: [
    {
      store: { id: CHECKOUT_STORE, name: "Atelier Iris", slug: "iris", logo: null },
      currency: "EUR",
      lines: [
        line,
        {
          ...line,
          id: fixtureId(13),
          title: "Silk scarf",
          problem: "sold_out",
          message: "This size is sold out.",
        },
      ],
      subtotalMinor: 9_000,
    },
  ],
  totals: [{ currency: "EUR", amountMinor: 9_000 }],
  totalQuantity: 4,
};

export const address = {
  id: fixtureId(20),
  label: "Home",
  fullName: "Grace Hopper",
  line1: "12 Rue de Rivoli",
  line2: null,
  city: "Paris",
  region: null,
  postalCode: "75001",
  country: "FR",
  phone: null,
  isDefault: true,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
};

const card = (n: number, last4: string, isDefault: boolean) => ({
  id: fixtureId(n),
  brand: "visa",
  last4,
  expMonth: 5,
  expYear: 2031,
  isDefault,
  createdAt: "2026-11-01T10:00:00.000Z",
});

const shipping = {
  stores: [
    {
      storeId: CHECKOUT_STORE,
      methods: [
        { id: STANDARD, name: "Standard", priceMinor: 495, free: false, minDays: 2, maxDays: 4 },
        { id: EXPRESS, name: "Express", priceMinor: 1_500, free: false, minDays: 1, maxDays: 1 },
      ],
    },
  ],
};

/** The checkout's calls answered: the cart of one store, an address, two cards; `answers` for each checkout sent. */
export function stubCheckout(answers: (() => Response)[], more: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    ...more,
    "GET /v1/cart": () => json(200, cart),
    "GET /v1/users/addresses": () => json(200, { items: [address], total: 1, page: 0, size: 20 }),
    "GET /v1/users/payment-methods": () =>
      json(200, { items: [card(30, "4242", true), card(31, "0002", false)] }),
    "GET /v1/cart/shipping-options": () => json(200, shipping),
    "POST /v1/cart/checkout": () => (answers.shift() as () => Response)(),
  });
}
