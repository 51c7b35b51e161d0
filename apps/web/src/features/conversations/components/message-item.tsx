import type { ChatMessage } from "@cbm/contracts";
import { Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { Picture } from "../../../components/picture.tsx";
import classes from "./chat.module.css";
import { OutfitCard, ProductCard } from "./shared-card.tsx";

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** One message: the viewer's on the right. Its text is text (React escapes it), never markup. */
export function MessageItem({
  message,
  mine,
  senderName,
  seen,
}: {
  message: ChatMessage;
  mine: boolean;
  senderName: string;
  /** "Seen", under the viewer's newest message the others have read. */
  seen?: string;
}) {
  const at = new Date(message.createdAt);
  if (message.kind === "left")
    return (
      <li className={classes.note}>
        <Text size="sm" c="dimmed">
          {mine ? "You left the conversation." : `${senderName} left the conversation.`}
        </Text>
      </li>
    );
  return (
    <li className={`${classes.message} ${mine ? classes.mine : ""}`}>
      {message.image && (
        <div className={classes.photo}>
          <Picture
            image={message.image}
            alt={`Photo from ${mine ? "you" : senderName}`}
            sizes="280px"
            radius="lg"
          />
        </div>
      )}
      {message.product && <ProductCard product={message.product} />}
      {message.outfit && <OutfitCard outfit={message.outfit} />}
      <div className={classes.bubble}>
        <Text span size="sm" inherit>
          {message.text}
        </Text>
      </div>
      {message.offPlatformPaymentWarning && (
        <Text size="xs" c="gray.8" mt={4} role="note">
          <IconAlertTriangle
            size={12}
            aria-hidden
            color="var(--mantine-color-orange-8)"
            style={{ verticalAlign: "-1px", marginRight: 4 }}
          />
          This message may ask you to pay outside CBM. Paying through CBM keeps your purchase protected.
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={2} className={classes.time}>
        <time dateTime={message.createdAt}>{timeFormat.format(at)}</time>
        {seen && <span className={classes.seen}> · {seen}</span>}
      </Text>
    </li>
  );
}
