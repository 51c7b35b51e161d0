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
const { queryClient } = await import("../app/query-client.ts");

afterEach(() => {
  shown.length = 0;
  hidden.length = 0;
});

describe("notify", () => {
  it("takes the failure toasts away once an action succeeds", async () => {
    notify.error(new Error("first try"));
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    const failureId = shown[0]?.id;
    expect(failureId).toMatch(/^failure-/);

    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async () => "done" })
      .execute(undefined);
    await vi.waitFor(() => expect(hidden).toEqual([failureId]));

    await notify.failureResolved();
    expect(hidden).toEqual([failureId]);
  });
});
