import { Text } from "@mantine/core";
import DOMPurify from "dompurify";
import classes from "./notifications.module.css";

/**
 * What a message may keep: a few inline tags, and links only to paths of the app (no scheme, no other
 * host), so neither a script, an event handler nor a `javascript:` link survives what the server missed.
 */
const MESSAGE_POLICY = {
  ALLOWED_TAGS: ["strong", "em", "b", "i", "br", "a"],
  ALLOWED_ATTR: ["href"],
  ALLOWED_URI_REGEXP: /^\/(?!\/)/,
};

export const sanitizeMessage = (html: string) => DOMPurify.sanitize(html, MESSAGE_POLICY);

/** The plain words of a message, for a link's name. */
export const plainMessage = (html: string) =>
  new DOMParser().parseFromString(sanitizeMessage(html), "text/html").body.textContent ?? "";

/** A notification's HTML message, sanitised again in the browser before it is shown. */
export function NotificationMessage({ html }: { html: string }) {
  return (
    <Text
      component="div"
      size="sm"
      className={classes.message}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: sanitizeMessage(html) }}
    />
  );
}
