import { setImmediate as turnEnded } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { coalescedPushes } from "./coalesced-pushes.ts";

function recorded() {
  const sent: [string[], string, unknown][] = [];
  const push = coalescedPushes<string, unknown>((rooms, event, payload) =>
    sent.push([rooms, event, payload]),
  );
  return { sent, push };
}

describe("coalescedPushes", () => {
  it("sends at the end of the loop's turn, equal pushes in a row as one to all their rooms", async () => {
    const { sent, push } = recorded();
    push(["user:a", "user:b"], "changed", { topic: "conversations" });
    push(["user:c", "user:a"], "changed", { topic: "conversations" });
    expect(sent).toEqual([]);
    await turnEnded();
    expect(sent).toEqual([[["user:a", "user:b", "user:c"], "changed", { topic: "conversations" }]]);
  });

  it("keeps the order of different pushes, and does not merge equal ones that are apart", async () => {
    const { sent, push } = recorded();
    push(["user:a"], "counts", { messages: 1 });
    push(["user:a"], "counts", { messages: 2 });
    push(["user:a"], "counts", { messages: 1 });
    await turnEnded();
    expect(sent.map(([, , payload]) => payload)).toEqual([{ messages: 1 }, { messages: 2 }, { messages: 1 }]);
  });

  it("sends nothing for a push to no room (Socket.IO would send it to every socket)", async () => {
    const { sent, push } = recorded();
    push([], "changed", { topic: "conversations" });
    await turnEnded();
    expect(sent).toEqual([]);
  });

  it("sends what is queued at once when flushed (on close)", () => {
    const { sent, push } = recorded();
    push(["live:1"], "live:cheer", { count: 3 });
    push.flush();
    expect(sent).toEqual([[["live:1"], "live:cheer", { count: 3 }]]);
  });
});
