import type { ConversationSummary } from "@cbm/contracts";
import { Avatar, Badge, Button, Group, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { notify } from "../../../lib/notify.ts";
import { useAccept, useDecline } from "../api.ts";
import classes from "./chat.module.css";
import { conversationName } from "./conversation-name.ts";

/** The last thing said, as a line of text: "You: …" for the viewer's own, a note for someone leaving. */
function lastLine(conversation: ConversationSummary, viewerId: string | undefined) {
  const last = conversation.lastMessage;
  if (!last) return "No messages yet";
  const mine = last.senderId === viewerId;
  if (last.kind === "left") return mine ? "You left the conversation" : "Someone left the conversation";
  return mine ? `You: ${last.text}` : last.text;
}

/** Accept or decline a request sent to the viewer. */
function RequestActions({ id }: { id: string }) {
  const accept = useAccept();
  const decline = useDecline();
  return (
    <Group gap="xs" px="sm" pb="xs" justify="flex-end">
      <Button
        size="xs"
        variant="default"
        loading={decline.isPending}
        disabled={accept.isPending}
        onClick={() =>
          decline.mutate(id, { onSuccess: (answer) => notify.success(answer.message), onError: notify.error })
        }
      >
        Decline
      </Button>
      <Button
        size="xs"
        loading={accept.isPending}
        disabled={decline.isPending}
        onClick={() =>
          accept.mutate(id, { onSuccess: (answer) => notify.success(answer.message), onError: notify.error })
        }
      >
        Accept
      </Button>
    </Group>
  );
}

/** The conversations (or requests), newest activity first: who, the last line, and what is unread. */
export function ConversationList({
  items,
  label,
  selectedId,
  viewerId,
  requests = false,
}: {
  items: ConversationSummary[];
  label: string;
  selectedId?: string;
  viewerId?: string;
  requests?: boolean;
}) {
  return (
    <ul className={classes.list} aria-label={label}>
      {items.map((conversation) => {
        const name = conversationName(conversation);
        const first = conversation.participants[0];
        const unread = conversation.unreadCount > 0;
        return (
          <li key={conversation.id}>
            <Link
              to="/chat"
              search={requests ? { c: conversation.id, requests: true } : { c: conversation.id }}
              className={classes.row}
              aria-current={conversation.id === selectedId ? "true" : undefined}
            >
              <Avatar src={first?.avatar} alt="" name={name} color="rose" radius="xl" />
              <div className={classes.rowText}>
                <Group gap={6} wrap="nowrap" justify="space-between">
                  <Text fw={unread ? 700 : 600} size="sm" truncate>
                    {name}
                  </Text>
                  {unread && (
                    <Badge size="sm" color="rose.8" circle aria-label={`${conversation.unreadCount} unread`}>
                      {conversation.unreadCount > 99 ? "99+" : conversation.unreadCount}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c={unread ? undefined : "dimmed"} fw={unread ? 600 : undefined} truncate>
                  {lastLine(conversation, viewerId)}
                </Text>
              </div>
            </Link>
            {requests && <RequestActions id={conversation.id} />}
          </li>
        );
      })}
    </ul>
  );
}
