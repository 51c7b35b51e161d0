import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idOf, talking } from "../../testing/conversations.ts";
import { registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";
import { openGroup } from "./index.ts";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const { call, send, read, list, newMessages, pair, block } = talking({
  get test() {
    return test;
  },
});

const texts = async (viewer: Parameters<typeof read>[0], id: string) =>
  (await read(viewer, id)).items.map((message) => message.text);

describe("blocks inside a group", () => {
  it("hides from each what the other says, before and after the block; the others see both", async () => {
    const [ada, bo] = await pair();
    const cy = await registerPerson(test, { firstName: "Cy" });
    const { id } = await openGroup(test.deps, idOf(ada), "Vintage swap", [idOf(bo), idOf(cy)]);
    await send(bo, id, { message: "Bo before" });
    await send(ada, id, { message: "Ada before" });
    await send(cy, id, { message: "Cy before" });
    await block(ada, bo);
    // The group stays open to both: it is the others' too.
    await send(bo, id, { message: "Bo after" });

    expect(await texts(ada, id)).toEqual(["Ada before", "Cy before"]);
    expect(await texts(bo, id)).toEqual(["Bo before", "Cy before", "Bo after"]);
    expect(await texts(cy, id)).toEqual(["Bo before", "Ada before", "Cy before", "Bo after"]);
    for (const [viewer, others] of [
      [ada, [cy]],
      [bo, [cy]],
      [cy, [ada, bo]],
    ] as const) {
      const seen = await read(viewer, id);
      expect(seen.participants.map((person) => person.id).sort()).toEqual(others.map(idOf).sort());
      expect(seen.readMarks.map((mark) => mark.userId).sort()).toEqual(others.map(idOf).sort());
    }
  });

  it("leaves the hidden messages out of the viewer's unread count and the list's last line", async () => {
    const [ada, bo] = await pair();
    const cy = await registerPerson(test, { firstName: "Cy" });
    const { id } = await openGroup(test.deps, idOf(ada), "Swap meet", [idOf(bo), idOf(cy)]);
    await send(cy, id, { message: "Cy writes" });
    await block(bo, ada);
    await send(bo, id, { message: "Bo writes" });
    expect(await newMessages(ada)).toBe(1);
    expect((await list(ada)).items[0]).toMatchObject({
      id,
      unreadCount: 1,
      lastMessage: expect.objectContaining({ text: "Cy writes", senderId: idOf(cy) }),
    });
    expect((await list(cy)).items[0]).toMatchObject({
      unreadCount: 1,
      lastMessage: expect.objectContaining({ text: "Bo writes" }),
    });
    // Someone outside the group still finds nothing, and nobody without a token.
    const stranger = await registerPerson(test);
    expect((await call(stranger, "GET", `/v1/conversation/${id}`)).statusCode).toBe(404);
    const anonymous = await call(null, "GET", `/v1/conversation/${id}`);
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { message: "Unauthenticated." }]);
  });
});
