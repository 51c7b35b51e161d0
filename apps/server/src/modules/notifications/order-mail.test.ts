import type { Checkout } from "@cbm/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { devMailer, type Mail } from "../../platform/mail.ts";
import { buying, type Shop } from "../../testing/checkout.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { productPhoto } from "../../testing/shop.ts";

let test: TestApp;
const shop = {} as Shop;
/** Addresses whose next mail fails, as a mail server that is down for a moment. */
const failingOnce = new Set<string>();

beforeAll(async () => {
  test = await startTestApp(
    {},
    {
      mailer: {
        async send(mail: Mail) {
          if (failingOnce.delete(mail.to)) throw new Error("mail server unavailable");
          await devMailer(test.deps.outbox).send(mail);
        },
        close: async () => {},
      },
    },
  );
  Object.assign(shop, { test, photo: await productPhoto(test) });
});
afterAll(() => test.close());

const { storeSelling, shopperWith, checkout } = buying(shop);

const subjects = (to: string) => test.deps.outbox.list(to).map((message) => message.subject ?? "");

/**
 * Waits for `to` to have a mail whose subject matches, making the order's jobs that wait out a retry's
 * delay due at once (the delay is 10 s and more).
 */
async function mailed(to: string, subject: RegExp, orderId: string) {
  const deadline = Date.now() + 20_000;
  while (!subjects(to).some((each) => subject.test(each))) {
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await test.deps.database.db.execute(
      sql`update pgboss.job set start_after = now() where state = 'retry' and data->>'orderId' = ${orderId}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it("mails the buyer once when the store's mail fails and is sent again", async () => {
  const store = await storeSelling(5);
  const { person, addressId } = await shopperWith([[store.variantId, 1]]);
  failingOnce.add(store.owner.email);
  const paid = await checkout(person, {
    addressId,
    shippingMethods: { [store.storeId]: store.methodId },
    paymentMethodId: "pm_card_visa",
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const orderId = paid.json<Checkout>().orders[0]?.id as string;
  await mailed(store.owner.email, /^New order for/, orderId);
  await mailed(person.email, /is confirmed/, orderId);
  expect(failingOnce.size).toBe(0);
  expect(subjects(person.email).filter((subject) => /is confirmed/.test(subject))).toHaveLength(1);
  expect(subjects(store.owner.email).filter((subject) => /^New order for/.test(subject))).toHaveLength(1);
});
