import { notifications } from "@mantine/notifications";
import { messageFor } from "./api-error.ts";

/** The one notifier: negative toasts for failures, positive ones for successes (spec section 8). */
export const notify = {
  error(error: unknown) {
    notifications.show({ color: "red", title: "Something is not right", message: messageFor(error) });
  },
  success(message: string) {
    notifications.show({ color: "teal", title: "Done", message });
  },
};
