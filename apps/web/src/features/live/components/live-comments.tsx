import { LIVE_LIMITS, type LiveComment, type LiveRoom } from "@cbm/contracts";
import { ActionIcon, Alert, Avatar, Box, Group, Menu, Stack, Text, TextInput } from "@mantine/core";
import { IconDots, IconMessageOff, IconSend } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { notify } from "../../../lib/notify.ts";
import { useSession } from "../../../lib/use-session.ts";
import { useMute, useRemoveComment, useSendComment } from "../api.ts";
import classes from "./live.module.css";

/** The host's moves on a comment: take it away, or mute (or let again) its author. */
function Moderation({ comment, eventId }: { comment: LiveComment; eventId: string }) {
  const remove = useRemoveComment(eventId);
  const mute = useMute(eventId);
  const [muted, setMuted] = useState(false);
  const name = comment.author.fullName;
  const toggleMute = () =>
    mute.mutate(
      { userId: comment.author.id, muted: !muted },
      {
        onSuccess: () => {
          setMuted(!muted);
          notify.success(
            muted ? `${name} can comment again.` : `${name} can no longer comment on this live.`,
          );
        },
        onError: notify.error,
      },
    );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="ink.7" size="sm" aria-label={`Moderate ${name}'s comment`}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => remove.mutate(comment.id, { onError: notify.error })}>
          Remove comment
        </Menu.Item>
        <Menu.Item onClick={toggleMute}>{muted ? `Unmute ${name}` : `Mute ${name}`}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function CommentItem({
  comment,
  room,
  viewerId,
}: {
  comment: LiveComment;
  room: LiveRoom;
  viewerId?: string;
}) {
  return (
    <Group component="li" gap="xs" wrap="nowrap" align="flex-start" className={classes.comment}>
      <Avatar
        src={comment.author.avatar}
        alt=""
        name={comment.author.fullName}
        color="rose"
        radius="xl"
        size="sm"
      />
      <Box miw={0} flex={1}>
        <Text size="sm" fw={600} component="span">
          {comment.author.fullName}
        </Text>{" "}
        <Text size="sm" component="span" style={{ overflowWrap: "anywhere" }}>
          {comment.message}
        </Text>
      </Box>
      {room.canModerate && comment.author.id !== viewerId && (
        <Moderation comment={comment} eventId={room.event.id} />
      )}
    </Group>
  );
}

function Composer({ eventId }: { eventId: string }) {
  const [message, setMessage] = useState("");
  const send = useSendComment(eventId);
  return (
    <form
      aria-label="Comment on the live"
      onSubmit={(event) => {
        event.preventDefault();
        if (!message.trim()) return;
        send.mutate(message, { onSuccess: () => setMessage(""), onError: notify.error });
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <TextInput
          flex={1}
          aria-label="Write a comment"
          placeholder="Say something nice…"
          value={message}
          maxLength={LIVE_LIMITS.comment}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        <ActionIcon type="submit" size="lg" aria-label="Send comment" loading={send.isPending}>
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </form>
  );
}

/** Why the viewer cannot comment now, if so. */
function closedBecause(room: LiveRoom): string | null {
  if (room.viewerMuted) return "The host has muted you in this live: you can still watch and shop.";
  if (room.event.status === "scheduled") return "Comments open when the live starts.";
  if (room.event.status !== "live") return "The live has ended: comments are closed.";
  return null;
}

/** The live's comments, newest at the bottom and kept in view, with the box to write one. */
export function LiveComments({ room }: { room: LiveRoom }) {
  const viewerId = useSession()?.user?.id;
  const list = useRef<HTMLDivElement>(null);
  const newest = room.comments.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new comment scrolls it into view
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [newest]);
  const closed = closedBecause(room);
  return (
    <Stack component="section" aria-label="Live chat" gap="sm" className={classes.comments}>
      {room.comments.length === 0 ? (
        <Text size="sm" c="dimmed" className={classes.commentList}>
          {room.event.status === "live" ? "No comments yet: say hello!" : "No comments."}
        </Text>
      ) : (
        <div ref={list} className={classes.commentList} role="log" aria-label="Comments">
          <ul className={classes.plainList}>
            {room.comments.map((comment) => (
              <CommentItem key={comment.id} comment={comment} room={room} viewerId={viewerId} />
            ))}
          </ul>
        </div>
      )}
      {closed ? (
        <Alert
          color={room.viewerMuted ? "red" : "ink"}
          variant="light"
          icon={<IconMessageOff size={18} aria-hidden />}
        >
          {closed}
        </Alert>
      ) : (
        <Composer eventId={room.event.id} />
      )}
    </Stack>
  );
}
