import { afterEach, describe, expect, it, vi } from "vitest";

const shown: { id?: string }[] = [];
const hidden: string[] = [];
vi.mock("@mantine/notifications", () => ({
  notifications: {
    show: (toast: { id?: string }) => shown.push(toast),
    hide: (id: string) => hidden.push(id),
  },
}));

const { notify } = await import("./notify.ts");

afterEach(() => {
  shown.length = 0;
  hidden.length = 0;
});

describe("notify", () => {
  it("takes the failure toasts away once what failed has worked, each once", async () => {
    notify.error(new Error("first try"));
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    const failureId = shown[0]?.id;
    expect(failureId).toMatch(/^failure-/);

    await notify.failureResolved();
    expect(hidden).toEqual([failureId]);
    await notify.failureResolved();
    expect(hidden).toEqual([failureId]);
  });
});
