import { afterEach, describe, expect, it, vi } from "vitest";
import { notify } from "../lib/notify.ts";
import { queryClient } from "./query-client.ts";

afterEach(() => vi.restoreAllMocks());

describe("the app's query client", () => {
  it("takes the failure toasts away when an action succeeds, not when it fails", async () => {
    const resolved = vi.spyOn(notify, "failureResolved").mockResolvedValue();
    const run = (mutationFn: () => Promise<string>) =>
      queryClient.getMutationCache().build(queryClient, { mutationFn }).execute(undefined);
    await expect(run(() => Promise.reject(new Error("refused")))).rejects.toThrow("refused");
    expect(resolved).not.toHaveBeenCalled();
    await run(async () => "done");
    expect(resolved).toHaveBeenCalledTimes(1);
  });
});
