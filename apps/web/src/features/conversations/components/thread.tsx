import type { Conversation } from "@cbm/contracts";
import { ActionIcon, Avatar, Button, Center, Text } from "@mantine/core";
import { IconArrowLeft, IconDoorExit } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useCallback, useEffect, useLayoutEffect, useRef } from "react";
import { notify } from "../../../lib/notify.ts";
import { useLeave, useSendMessage } from "../api.ts";
import { useLiveReadMarks, useTypingPeople, useTypingSignal } from "../live.ts";
import classes from "./chat.module.css";
import { Composer } from "./composer.tsx";
import { conversationName } from "./conversation-name.ts";
import { seenMark, typingLine } from "./marks.ts";
import { MessageItem } from "./message-item.tsx";

/** The older messages of a thread, fetched a page at a time. */
export interface OlderMessages {
  more: boolean;
  loading: boolean;
  load: () => void;
}

/** Scrolled this close to the top, the next older page is asked for; this close to the bottom, the reader stays there. */
const NEAR_EDGE_PX = 48;

/**
 * The thread's scrolling: to the newest message when one arrives, kept at the bottom while what is there
 * grows (a photo or card loading, Seen) if the reader was at the bottom, and kept in place when older
 * messages are added above (measured from the bottom, which does not move).
 */
function useThreadScroll(firstId: string | undefined, lastId: string | undefined, older: OlderMessages) {
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);
  const fromBottom = useRef<number | null>(null);

  const toBottom = useCallback(() => {
    const shown = scroller.current;
    if (shown) shown.scrollTop = shown.scrollHeight;
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again when a new message arrives
  useEffect(toBottom, [lastId]);

  useEffect(() => {
    const content = list.current;
    if (!content) return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) toBottom();
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [toBottom]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: older messages were added above
  useLayoutEffect(() => {
    const shown = scroller.current;
    if (!shown || fromBottom.current === null) return;
    shown.scrollTop = shown.scrollHeight - fromBottom.current;
    fromBottom.current = null;
  }, [firstId]);

  const loadOlder = () => {
    const shown = scroller.current;
    if (!shown || !older.more || older.loading) return;
    fromBottom.current = shown.scrollHeight - shown.scrollTop;
    older.load();
  };
  const onScroll = () => {
    const shown = scroller.current;
    if (!shown) return;
    atBottom.current = shown.scrollHeight - shown.scrollTop - shown.clientHeight < NEAR_EDGE_PX;
    if (shown.scrollTop < NEAR_EDGE_PX) loadOlder();
  };
  return { scroller, list, loadOlder, onScroll };
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
  older,
  onBack,
  onLeft,
}: {
  conversation: Conversation;
  older: OlderMessages;
  viewerId: string | undefined;
  /** On a phone, back to the list. */
  onBack?: { search: { requests?: true } };
  onLeft: () => void;
}) {
  const send = useSendMessage(conversation.id);
  const leave = useLeave();
  const name = conversationName(conversation);
  const names = new Map(conversation.participants.map((person) => [person.id, person.fullName]));
  const last = conversation.items.at(-1);
  const waiting = waitingForAnswer(conversation, viewerId);
  const { scroller, list, loadOlder, onScroll } = useThreadScroll(conversation.items[0]?.id, last?.id, older);
  const typing = typingLine(useTypingPeople(conversation.id, last), names);
  const signalTyping = useTypingSignal(conversation.id);
  const seen = seenMark(conversation, viewerId);
  useLiveReadMarks(conversation.id);

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
      <div ref={scroller} className={classes.scroller} onScroll={onScroll}>
        {older.more && (
          <Center pt="sm">
            <Button variant="subtle" color="gray" size="xs" loading={older.loading} onClick={loadOlder}>
              Load older messages
            </Button>
          </Center>
        )}
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
              seen={message.id === seen?.messageId ? seen.label : undefined}
            />
          ))}
        </ol>
      </div>
      <Text size="xs" c="dimmed" className={classes.typing} role="status" aria-live="polite">
        {typing}
      </Text>
      <div className={classes.composer}>
        {waiting && (
          <Text size="xs" c="dimmed" mb={6}>
            Your message request was sent. You can write again once {name} accepts it.
          </Text>
        )}
        <Composer
          onTyping={signalTyping}
          busy={send.isPending}
          disabled={waiting}
          onSend={(body) =>
            send.mutateAsync(body).catch((error: unknown) => {
              notify.error(error);
              throw error;
            })
          }
        />
      </div>
    </section>
  );
}
