import { type Comment, CommentBodySchema, OUTFIT_LIMITS } from "@cbm/contracts";
import { Avatar, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadError } from "../../../components/load-error.tsx";
import { fieldErrors } from "../../../lib/api-error.ts";
import { countOf } from "../../../lib/count-of.ts";
import { notify } from "../../../lib/notify.ts";
import { useSession } from "../../../lib/use-session.ts";
import { ReportDialog } from "../../reports/index.ts";
import { commentsQuery, useAddComment, useDeleteComment } from "../api.ts";
import { AuthorLine, TimeAgo } from "./author-line.tsx";

const checkComment = schemaResolver(CommentBodySchema, { sync: true });

/** Deleting and reporting ask first, in one dialog for the whole list. */
interface Moderation {
  onDelete: (comment: Comment) => void;
  onReport: (comment: Comment) => void;
}

const MORE = { variant: "subtle", color: "rose", size: "compact-sm" } as const;

/** A comment, or a reply when `parentId` is given; the box empties once it is posted. */
function CommentForm({
  outfitId,
  parentId,
  label,
  onPosted,
  onCancel,
}: {
  outfitId: string;
  parentId?: string;
  label: string;
  onPosted?: () => void;
  onCancel?: () => void;
}) {
  const add = useAddComment(outfitId);
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { text: "" },
    validate: (values) => checkComment({ ...values, parentId }),
  });
  const submit = form.onSubmit(({ text }) =>
    add.mutate(
      { text: text.trim(), parentId },
      {
        onSuccess: () => {
          form.reset();
          onPosted?.();
        },
        onError: (error) => {
          form.setErrors(fieldErrors(error));
          notify.error(error);
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="xs">
        <Textarea
          aria-label={label}
          placeholder={parentId ? "Write a reply" : "Say something nice about this look"}
          autosize
          minRows={parentId ? 1 : 2}
          maxRows={8}
          maxLength={OUTFIT_LIMITS.comment}
          autoFocus={Boolean(parentId)}
          key={form.key("text")}
          {...form.getInputProps("text")}
        />
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button variant="subtle" color="ink" size="xs" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" size="xs" loading={add.isPending}>
            {parentId ? "Reply" : "Post comment"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CommentView({
  comment,
  onReply,
  moderation,
}: {
  comment: Comment;
  onReply: () => void;
  moderation: Moderation;
}) {
  const own = useSession()?.user?.id === comment.author.id;
  const action = { variant: "subtle", color: "ink", size: "compact-xs" } as const;
  return (
    <Stack gap={6} component="article" aria-label={`Comment by ${comment.author.fullName}`}>
      <AuthorLine person={comment.author} size={32} meta={<TimeAgo iso={comment.createdAt} />} />
      <Text size="sm" pl={44} style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
        {comment.text}
      </Text>
      <Group gap={4} pl={36}>
        <Button {...action} onClick={onReply}>
          Reply
        </Button>
        {comment.canDelete && (
          <Button {...action} onClick={() => moderation.onDelete(comment)}>
            Delete
          </Button>
        )}
        {!own && (
          <Button {...action} onClick={() => moderation.onReport(comment)}>
            Report
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The replies of one comment, shown once asked for. */
function Replies({
  outfitId,
  parent,
  onReply,
  moderation,
}: {
  outfitId: string;
  parent: Comment;
  onReply: () => void;
  moderation: Moderation;
}) {
  const replies = useInfiniteQuery(commentsQuery(outfitId, parent.id));
  if (replies.isPending)
    return (
      <Text size="sm" c="dimmed">
        Loading replies…
      </Text>
    );
  if (replies.isError)
    return <LoadError title="The replies could not load" onRetry={() => void replies.refetch()} />;
  return (
    <Stack gap="md">
      {replies.data.pages.flatMap((page) =>
        page.items.map((reply) => (
          <CommentView key={reply.id} comment={reply} onReply={onReply} moderation={moderation} />
        )),
      )}
      {replies.hasNextPage && (
        <Group>
          <Button {...MORE} loading={replies.isFetchingNextPage} onClick={() => void replies.fetchNextPage()}>
            More replies
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** A top-level comment with its replies one level deep, and the reply box when replying. */
function Thread({
  outfitId,
  comment,
  moderation,
}: {
  outfitId: string;
  comment: Comment;
  moderation: Moderation;
}) {
  const [open, setOpen] = useState(false);
  const [replying, setReplying] = useState(false);
  // A reply to a reply joins this thread: its box is the thread's.
  const reply = () => setReplying(true);
  return (
    <Stack gap="sm" component="li">
      <CommentView comment={comment} onReply={reply} moderation={moderation} />
      <Stack gap="md" pl={44}>
        {comment.replyCount > 0 && !open && (
          <Group>
            <Button {...MORE} onClick={() => setOpen(true)}>
              View {countOf(comment.replyCount, "reply", "replies")}
            </Button>
          </Group>
        )}
        {open && <Replies outfitId={outfitId} parent={comment} onReply={reply} moderation={moderation} />}
        {replying && (
          <CommentForm
            outfitId={outfitId}
            parentId={comment.id}
            label={`Reply to ${comment.author.fullName}`}
            onPosted={() => {
              setReplying(false);
              setOpen(true);
            }}
            onCancel={() => setReplying(false)}
          />
        )}
      </Stack>
    </Stack>
  );
}

function DeleteCommentDialog({
  outfitId,
  comment,
  onClose,
}: {
  outfitId: string;
  comment: Comment | null;
  onClose: () => void;
}) {
  const remove = useDeleteComment(outfitId);
  const confirm = () =>
    comment &&
    remove.mutate(comment.id, {
      onSuccess: ({ message }) => {
        notify.success(message);
        onClose();
      },
      onError: notify.error,
    });
  return (
    <Modal opened={comment !== null} onClose={onClose} title="Delete this comment?" centered size="sm">
      <Stack gap="md">
        <Text size="sm">It will be removed for everyone, with its replies. This cannot be undone.</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red.9" loading={remove.isPending} onClick={confirm}>
            Delete comment
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The comments of an outfit, oldest first: post one, reply, delete one's own (authors: any), report. */
export function Comments({ outfitId, count }: { outfitId: string; count: number }) {
  const comments = useInfiniteQuery(commentsQuery(outfitId));
  const viewer = useSession()?.user;
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const [reporting, setReporting] = useState<Comment | null>(null);
  const moderation: Moderation = { onDelete: setDeleting, onReport: setReporting };
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="lg" component="section" aria-labelledby="comments">
      <Text id="comments" component="h2" ff="heading" fz="h3" fw={600}>
        {countOf(count, "comment")}
      </Text>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar color="rose" radius="xl" size={32} src={viewer?.avatar} name={viewer?.fullName} alt="" />
        <div style={{ flex: 1 }}>
          <CommentForm outfitId={outfitId} label="Add a comment" />
        </div>
      </Group>
      {comments.isError && !comments.data && (
        <LoadError title="The comments could not load" onRetry={() => void comments.refetch()} />
      )}
      {comments.isSuccess && items.length === 0 && (
        <Text c="dimmed" size="sm">
          No comments yet. Be the first to say what you love about this look.
        </Text>
      )}
      <Stack component="ul" gap="xl" p={0} m={0} style={{ listStyle: "none" }}>
        {items.map((comment) => (
          <Thread key={comment.id} outfitId={outfitId} comment={comment} moderation={moderation} />
        ))}
      </Stack>
      {comments.hasNextPage && (
        <Group>
          <Button
            {...MORE}
            loading={comments.isFetchingNextPage}
            onClick={() => void comments.fetchNextPage()}
          >
            More comments
          </Button>
        </Group>
      )}
      <DeleteCommentDialog outfitId={outfitId} comment={deleting} onClose={() => setDeleting(null)} />
      <ReportDialog
        opened={reporting !== null}
        onClose={() => setReporting(null)}
        reported={{ kind: "comment", id: reporting?.id ?? "" }}
        target="this comment"
      />
    </Stack>
  );
}
