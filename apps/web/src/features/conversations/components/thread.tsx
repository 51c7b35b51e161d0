import type { ChatMessage, Conversation } from "@cbm/contracts";
import { ActionIcon, Avatar, Button, Text } from "@mantine/core";
import { IconAlertTriangle, IconArrowLeft, IconDoorExit } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { notify } from "../../../lib/notify.ts";
import { useLeave, useSendMessage } from "../api.ts";
import classes from "./chat.module.css";
import { Composer } from "./composer.tsx";
import { conversationName } from "./conversation-name.ts";

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** One message: the viewer's on the right. Its text is text (React escapes it), never markup. */
function MessageItem({
  message,
  mine,
  senderName,
}: {
  message: ChatMessage;
  mine: boolean;
  senderName: string;
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
      </Text>
    </li>
  );
}

/** A request the viewer opened that the other side has not accepted: one message until they do. */
const waitingForAnswer = (conversation: Conversation, viewerId: string | undefined) =>
  conversation.isRequest &&
  conversation.requestedBy === viewerId &&
  conversation.items.some((message) => message.senderId === viewerId && message.kind === "message");

/** A conversation: who it is with, its messages oldest to newest, the composer, and leaving it. */
export function Thread({
  conversation,
  viewerId,
  onBack,
  onLeft,
}: {
  conversation: Conversation;
  viewerId: string | undefined;
  /** On a phone, back to the list. */
  onBack?: { search: { requests?: true } };
  onLeft: () => void;
}) {
  const send = useSendMessage(conversation.id);
  const leave = useLeave();
  const list = useRef<HTMLOListElement>(null);
  const name = conversationName(conversation);
  const names = new Map(conversation.participants.map((person) => [person.id, person.fullName]));
  const lastId = conversation.items.at(-1)?.id;
  const waiting = waitingForAnswer(conversation, viewerId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again when a new message arrives
  useEffect(() => {
    const shown = list.current;
    if (shown) shown.scrollTop = shown.scrollHeight;
  }, [lastId]);

  return (
    <section className={classes.thread} aria-label={`Conversation with ${name}`}>
      <div className={classes.threadHead}>
        {onBack && (
          <ActionIcon
            component={Link}
            to="/chat"
            search={onBack.search as never}
            variant="subtle"
            color="ink"
            aria-label="Back to your conversations"
          >
            <IconArrowLeft size={20} aria-hidden />
          </ActionIcon>
        )}
        <Avatar src={conversation.participants[0]?.avatar} alt="" name={name} color="rose" radius="xl" />
        <Text fw={700} style={{ flex: 1, minWidth: 0 }} truncate component="h2">
          {name}
        </Text>
        <Button
          variant="subtle"
          color="gray"
          size="xs"
          leftSection={<IconDoorExit size={14} aria-hidden />}
          loading={leave.isPending}
          onClick={() =>
            leave.mutate(conversation.id, {
              onSuccess: (answer) => {
                notify.success(answer.message);
                onLeft();
              },
              onError: notify.error,
            })
          }
        >
          Leave
        </Button>
      </div>
      <ol ref={list} className={classes.messages} aria-label="Messages">
        {conversation.items.length === 0 && (
          <li className={classes.note}>
            <Text size="sm" c="dimmed">
              No messages yet. Say hello.
            </Text>
          </li>
        )}
        {conversation.items.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            mine={message.senderId === viewerId}
            senderName={names.get(message.senderId) ?? "The other person"}
          />
        ))}
      </ol>
      <div className={classes.composer}>
        {waiting && (
          <Text size="xs" c="dimmed" mb={6}>
            Your message request was sent. You can write again once {name} accepts it.
          </Text>
        )}
        <Composer
          busy={send.isPending}
          disabled={waiting}
          onSend={(message) =>
            send.mutateAsync({ message }).catch((error: unknown) => {
              notify.error(error);
              throw error;
            })
          }
        />
      </div>
    </section>
  );
}
