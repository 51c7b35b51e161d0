import type { NotificationTopic } from "@cbm/contracts";
import type { Deps } from "../../platform/deps.ts";
import type { UserRow, UsersService } from "../users/index.ts";
import { followerIdsOf } from "../users/index.ts";
import { eventListeners } from "./events.ts";
import { html } from "./html.ts";
import { orderListeners } from "./orders.ts";
import * as repo from "./repo.ts";
import { type NewNotification, notifier, notifyAll } from "./service.ts";
import { subscriptionListeners } from "./subscriptions.ts";

const nameOf = (person: UserRow) => `${person.firstName} ${person.lastName}`;
const excerpt = (text: string, length = 80) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;
const outfitLink = (outfitId: string) => `/wall/outfit/${outfitId}`;

/** What people are told, and when: after what they are told of has committed, from the outbox. */
export function notificationsListeners(
  deps: Pick<Deps, "bus" | "config" | "database" | "mailer" | "realtime">,
  users: Pick<UsersService, "byId">,
): void {
  const { bus } = deps;
  const notify = notifier(deps);
  orderListeners(deps, users);
  subscriptionListeners(deps, users);
  eventListeners(deps, users);

  /** Tells `recipientId` what `actorId` did, unless either account was deleted since, or they are one. */
  async function tell(
    topic: NotificationTopic,
    recipientId: string,
    actorId: string,
    createdAt: Date,
    told: (actor: UserRow) => Omit<NewNotification, "userId" | "actorId" | "createdAt">,
  ) {
    if (recipientId === actorId) return;
    const [actor, recipient] = await Promise.all([users.byId(actorId), users.byId(recipientId)]);
    if (actor && recipient) await notify(topic, recipient, { ...told(actor), actorId, createdAt });
  }

  bus.afterCommit("user.followed", "notifications.followed", ({ followerId, followeeId }, occurredAt) =>
    tell("follows", followeeId, followerId, occurredAt, (follower) => ({
      kind: "follow",
      message: html`<strong>${nameOf(follower)}</strong> started following you.`,
      image: follower.avatar,
      link: `/users/profile/${followerId}`,
    })),
  );

  bus.afterCommit(
    "message.requested",
    "notifications.message-requested",
    ({ requesterId, recipientId }, occurredAt) =>
      tell("messages", recipientId, requesterId, occurredAt, (requester) => ({
        kind: "message-request",
        message: html`<strong>${nameOf(requester)}</strong> sent you a message request.`,
        image: requester.avatar,
        link: "/chat",
      })),
  );

  bus.afterCommit("outfit.posted", "notifications.outfit-posted", async (outfit, occurredAt) => {
    if (outfit.visibility === "private") return;
    const author = await users.byId(outfit.authorId);
    if (!author) return;
    await notifyAll(deps, followerIdsOf(outfit.authorId), "outfits", {
      kind: `outfit:${outfit.outfitId}`,
      actorId: outfit.authorId,
      message: html`<strong>${nameOf(author)}</strong> shared a new outfit.`,
      image: outfit.thumbnail,
      link: outfitLink(outfit.outfitId),
      createdAt: occurredAt,
    });
  });

  bus.afterCommit("outfit.liked", "notifications.outfit-liked", (like, occurredAt) =>
    tell("likes", like.authorId, like.likerId, occurredAt, (liker) => ({
      kind: `outfit-like:${like.outfitId}`,
      message: html`<strong>${nameOf(liker)}</strong> liked your outfit.`,
      image: liker.avatar ?? like.thumbnail,
      link: outfitLink(like.outfitId),
    })),
  );

  bus.afterCommit("comment.created", "notifications.comment-created", (comment, occurredAt) =>
    tell("comments", comment.outfitAuthorId, comment.authorId, occurredAt, (author) => ({
      kind: `outfit-comment:${comment.outfitId}`,
      message: html`<strong>${nameOf(author)}</strong> commented on your outfit: “${excerpt(comment.text)}”`,
      image: author.avatar ?? comment.thumbnail,
      link: outfitLink(comment.outfitId),
    })),
  );

  bus.within("account.deleted", (tx, { userId }) => repo.forgetPerson(tx, userId));
}
