import type { NotificationData } from "@mantine/notifications";
import { messageFor } from "./api-error.ts";

/** Fired before the first toast, so the toast area mounts (its code is not part of the first load). */
export const TOASTS_WANTED_EVENT = "cbm:toasts-wanted";

async function show(toast: NotificationData) {
  window.dispatchEvent(new Event(TOASTS_WANTED_EVENT));
  const { notifications } = await import("@mantine/notifications");
  notifications.show(toast);
}

/** The failure toasts still shown: an action that succeeds afterwards takes them away. */
const failures = new Set<string>();
let failureCount = 0;

/**
 * The one notifier: negative toasts for failures, positive ones for successes (spec section 8). The
 * stripe's shades stand out at 3:1 or more on white, where Mantine's default teal shows at 2.5:1.
 */
export const notify = {
  error(error: unknown) {
    const id = `failure-${++failureCount}`;
    failures.add(id);
    void show({
      id,
      color: "red.8",
      title: "Something is not right",
      message: messageFor(error),
      onClose: () => failures.delete(id),
    });
  },
  success(message: string) {
    void show({ color: "teal.8", title: "Done", message });
  },
  /** Takes away the failure toasts: what failed has since worked. */
  async failureResolved() {
    if (failures.size === 0) return;
    const { notifications } = await import("@mantine/notifications");
    for (const id of failures) notifications.hide(id);
    failures.clear();
  },
};
