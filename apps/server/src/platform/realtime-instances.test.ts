import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { talking } from "../testing/conversations.ts";
import { registerPerson, startTestApp, type TestApp } from "../testing/harness.ts";
import { nextOf, socketsOf } from "../testing/sockets.ts";

const { listening, socketOf, closeAll, track } = socketsOf();
afterEach(closeAll);

/** Two API instances on one database and one Redis, as behind a load balancer. */
describe("conversations across instances (Redis)", () => {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl && process.env.CI === "true") {
    throw new Error("REDIS_URL must be set in CI: the multi-instance tests need the real Redis");
  }

  it.skipIf(!redisUrl)(
    "carries a message sent through one instance to the recipient's socket on the other, whose count follows",
    async () => {
      const shared = { REDIS_URL: redisUrl, REDIS_PREFIX: `cbm-test-${randomUUID()}:` };
      const sending = await startTestApp(shared);
      track(sending);
      const receiving = await startTestApp(shared, {}, sending.deps.database);
      const url = await listening(receiving);
      const [throughSending, throughReceiving] = [talking({ test: sending }), talking({ test: receiving })];
      // Each test instance signs with a secret of its own: each person calls the instance they registered on.
      const ada = await registerPerson(sending);
      const grace = await registerPerson(receiving);
      const { socket, refused } = await socketOf(url, grace.auth.accessToken);
      expect(refused).toBeUndefined();
      expect(await throughReceiving.newMessages(grace)).toBe(0);

      const id = await throughSending.open(ada, grace);
      for (const [sent, message] of ["Coffee at ten?", "At the corner café."].entries()) {
        const heard = nextOf(socket, "changed");
        await throughSending.send(ada, id, { message });
        expect(await heard).toEqual({ topic: "conversations" });
        expect(await throughReceiving.newMessages(grace)).toBe(sent + 1);
      }

      const thread = await throughReceiving.read(grace, id);
      expect(thread.items.map((item) => item.text)).toEqual(["Coffee at ten?", "At the corner café."]);
      expect(await throughReceiving.newMessages(grace)).toBe(0);
    },
  );

  it.skipIf(!redisUrl)(
    "ends a session on every instance at once: signed out through one, its access token fails on the other",
    async () => {
      const shared = { REDIS_URL: redisUrl, REDIS_PREFIX: `cbm-test-${randomUUID()}:` };
      const first = await startTestApp(shared);
      track(first);
      const second = await startTestApp(shared, { tokens: first.deps.tokens }, first.deps.database);
      track(second);
      const ada = await registerPerson(first);
      const profileOn = async (instance: TestApp) =>
        (await instance.request({ method: "GET", url: "/v1/users/profile", headers: ada.headers }))
          .statusCode;
      expect(await profileOn(second)).toBe(200);

      const out = await first.request({
        method: "POST",
        url: "/v1/authorization/logout",
        payload: { refreshToken: ada.auth.refreshToken },
      });
      expect(out.statusCode).toBe(200);
      // The second instance trusts its look at the session for 30 s, unless told: it is told through Redis.
      const deadline = Date.now() + 2000;
      while ((await profileOn(second)) !== 401) {
        if (Date.now() > deadline) throw new Error("the second instance still takes the ended session");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  );
});
