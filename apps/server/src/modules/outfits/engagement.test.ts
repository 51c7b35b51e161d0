import { randomUUID } from "node:crypto";
import {
  COMMENT_DELETED,
  type Comment,
  type CommentPage,
  type NotificationPage,
  OUTFIT_LIMITS,
  type OutfitDetails,
  type OutfitFeed,
  REPORT_THANKS,
} from "@cbm/contracts";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idOf, okBody, startWallCast, type Wall } from "../../testing/closets-and-outfits.ts";
import { type Person, registerPerson, type TestApp } from "../../testing/harness.ts";
import { outfitLikes, outfitSaves } from "./tables.ts";

let test: TestApp;
let wall: Wall;
/** Ada shares, Bob follows her, Cy is a stranger to both. */
let ada: Person;
let bob: Person;
let cy: Person;
beforeAll(async () => {
  ({ test, wall, ada, bob, cy } = await startWallCast());
});
afterAll(() => test.close());

const outfitAs = async (viewer: Person, id: string) =>
  okBody<OutfitDetails>(await wall.get(viewer, `/v1/outfits/${id}`));
const ids = (things: { id: string }[]) => things.map((thing) => thing.id);
const _feedIds = async (viewer: Person, url: string) =>
  ids(okBody<OutfitFeed>(await wall.get(viewer, url)).items);

// Likes, saves, comments, reports and the notifications they send.

describe("likes and saves", () => {
  it("likes, unlikes, saves and unsaves idempotently, with exact counts", async () => {
    const outfit = await wall.outfit(ada);
    const act = async (person: Person, verb: string) =>
      okBody(await wall.post(person, `/v1/outfits/${outfit.id}/${verb}`));
    expect(await act(bob, "like")).toEqual({ liked: true, likeCount: 1 });
    expect(await act(bob, "like")).toEqual({ liked: true, likeCount: 1 });
    expect(await act(cy, "like")).toEqual({ liked: true, likeCount: 2 });
    expect(await act(bob, "unlike")).toEqual({ liked: false, likeCount: 1 });
    expect(await act(bob, "unlike")).toEqual({ liked: false, likeCount: 1 });
    expect(await act(ada, "like")).toEqual({ liked: true, likeCount: 2 });

    expect(await act(bob, "save")).toEqual({ saved: true, saveCount: 1 });
    expect(await act(bob, "save")).toEqual({ saved: true, saveCount: 1 });
    expect(await act(cy, "unsave")).toEqual({ saved: false, saveCount: 1 });
    expect(await act(cy, "save")).toEqual({ saved: true, saveCount: 2 });
    expect(await act(bob, "unsave")).toEqual({ saved: false, saveCount: 1 });

    expect(await outfitAs(bob, outfit.id)).toMatchObject({
      likeCount: 2,
      saveCount: 1,
      liked: false,
      saved: false,
    });
    expect(await outfitAs(cy, outfit.id)).toMatchObject({
      likeCount: 2,
      saveCount: 1,
      liked: true,
      saved: true,
    });
    // The rank moved with each count (a save weighs three likes).
    const rank = await wall.rankOf(outfit.id);
    expect(rank.stored).toBeCloseTo(rank.fromCounts, 9);

    for (const verb of ["like", "unlike", "save", "unsave"]) {
      expect((await wall.post(bob, `/v1/outfits/${randomUUID()}/${verb}`)).statusCode).toBe(404);
      expect((await wall.post(bob, `/v1/outfits/nope/${verb}`)).statusCode).toBe(400);
    }
  });

  describe("under concurrent requests", () => {
    let crowd: Person[];
    beforeAll(async () => {
      crowd = await Promise.all(Array.from({ length: 20 }, () => registerPerson(test)));
    });
    const stored = async (table: typeof outfitLikes | typeof outfitSaves, outfitId: string) => {
      const [row] = await test.deps.database.db
        .select({ n: count() })
        .from(table)
        .where(eq(table.outfitId, outfitId));
      return row?.n;
    };

    it("keeps likeCount exact when 20 people like at once", async () => {
      const outfit = await wall.outfit(ada);
      const answers = await Promise.all(
        crowd.map((person) => wall.post(person, `/v1/outfits/${outfit.id}/like`)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
      const counts = answers.map((answer) => answer.json<{ likeCount: number }>().likeCount);
      expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
      expect((await outfitAs(ada, outfit.id)).likeCount).toBe(20);
      expect(await stored(outfitLikes, outfit.id)).toBe(20);
    });

    it("keeps like and save counts equal to the rows when people like, unlike, save and unsave at once", async () => {
      const outfit = await wall.outfit(ada);
      const half = crowd.slice(0, 10);
      await Promise.all(half.map((person) => wall.post(person, `/v1/outfits/${outfit.id}/like`)));
      const answers = await Promise.all(
        crowd.flatMap((person, index) => [
          wall.post(person, `/v1/outfits/${outfit.id}/${index % 2 ? "like" : "unlike"}`),
          wall.post(person, `/v1/outfits/${outfit.id}/${index % 3 ? "save" : "unsave"}`),
          wall.post(person, `/v1/outfits/${outfit.id}/like`),
        ]),
      );
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      const after = await outfitAs(ada, outfit.id);
      expect(after.likeCount).toBe(await stored(outfitLikes, outfit.id));
      expect(after.saveCount).toBe(await stored(outfitSaves, outfit.id));
      expect(after.saveCount).toBe(crowd.filter((_, index) => index % 3).length);
    });
  });
});

describe("comments", () => {
  const list = async (viewer: Person, outfitId: string, query = "") =>
    okBody<CommentPage>(await wall.get(viewer, `/v1/outfits/${outfitId}/comments${query}`));
  const counts = async (outfitId: string) => (await outfitAs(ada, outfitId)).commentCount;

  it("adds comments and replies one level deep, and lists them oldest first by cursor", async () => {
    const outfit = await wall.outfit(ada);
    const added = await wall.post(bob, `/v1/outfits/${outfit.id}/comments`, { text: "  First!  " });
    expect(added.statusCode, added.body).toBe(200);
    const first = added.json<Comment>();
    expect(first).toMatchObject({
      outfitId: outfit.id,
      parentId: null,
      author: { id: idOf(bob), fullName: bob.auth.user.fullName },
      text: "First!",
      replyCount: 0,
      canDelete: true,
    });
    const second = await wall.comment(cy, outfit.id, { text: "Second" });
    const third = await wall.comment(bob, outfit.id, { text: "Third" });
    const reply = await wall.comment(cy, outfit.id, { text: "Agreed", parentId: first.id });
    const replyToReply = await wall.comment(ada, outfit.id, { text: "Thanks", parentId: reply.id });
    expect(reply.parentId).toBe(first.id);
    expect(replyToReply.parentId).toBe(first.id);
    expect(await counts(outfit.id)).toBe(5);

    const page = await list(cy, outfit.id, "?size=2");
    expect(ids(page.items)).toEqual([first.id, second.id]);
    expect(page.items.map((comment) => [comment.replyCount, comment.canDelete])).toEqual([
      [2, false],
      [0, true],
    ]);
    const rest = await list(cy, outfit.id, `?size=2&cursor=${page.nextCursor}`);
    expect([ids(rest.items), rest.nextCursor]).toEqual([[third.id], null]);
    expect((await list(ada, outfit.id)).items.every((comment) => comment.canDelete)).toBe(true);
    expect(ids((await list(bob, outfit.id, `?parentId=${first.id}`)).items)).toEqual([
      reply.id,
      replyToReply.id,
    ]);
    expect(ids((await list(bob, outfit.id, `?parentId=${first.id}&size=1`)).items)).toEqual([reply.id]);

    const elsewhere = await wall.outfit(ada);
    const stray = await wall.post(bob, `/v1/outfits/${elsewhere.id}/comments`, {
      text: "Hi",
      parentId: first.id,
    });
    expect(stray.statusCode).toBe(400);
    expect(Object.keys(stray.json())).toEqual(["parentId"]);
    for (const payload of [{}, { text: "   " }, { text: "x".repeat(OUTFIT_LIMITS.comment + 1) }]) {
      const bad = await wall.post(bob, `/v1/outfits/${outfit.id}/comments`, payload);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json())).toEqual(["text"]);
    }
    expect((await wall.post(bob, `/v1/outfits/${randomUUID()}/comments`, { text: "Hi" })).statusCode).toBe(
      404,
    );
    expect((await wall.get(bob, `/v1/outfits/${randomUUID()}/comments`)).statusCode).toBe(404);
    expect(await counts(outfit.id)).toBe(5);
  });

  it("lets a comment's author and the outfit's author delete it, no one else, and counts what goes", async () => {
    const outfit = await wall.outfit(ada);
    const first = await wall.comment(bob, outfit.id, { text: "First" });
    const second = await wall.comment(cy, outfit.id, { text: "Second" });
    const third = await wall.comment(bob, outfit.id, { text: "Third" });
    const reply = await wall.comment(cy, outfit.id, { text: "Reply", parentId: first.id });
    const ownReply = await wall.comment(ada, outfit.id, { text: "Own reply", parentId: first.id });
    const remove = (person: Person, id: string) => wall.send(person, "DELETE", `/v1/comments/${id}`);

    const refused = await remove(cy, third.id);
    expect(refused.statusCode).toBe(403);
    expect((await remove(bob, second.id)).statusCode).toBe(403);
    expect(await counts(outfit.id)).toBe(5);

    expect((await remove(bob, third.id)).json()).toEqual({ message: COMMENT_DELETED });
    expect(await counts(outfit.id)).toBe(4);
    expect((await remove(ada, second.id)).statusCode).toBe(200);
    expect(await counts(outfit.id)).toBe(3);
    expect((await remove(ada, ownReply.id)).statusCode).toBe(200);
    expect((await list(bob, outfit.id)).items.map((comment) => comment.replyCount)).toEqual([1]);
    expect(await counts(outfit.id)).toBe(2);
    // A top-level comment takes its replies with it.
    expect((await remove(bob, first.id)).statusCode).toBe(200);
    expect(await counts(outfit.id)).toBe(0);
    expect((await list(bob, outfit.id)).items).toEqual([]);
    expect((await remove(cy, reply.id)).statusCode).toBe(404);
    expect((await remove(bob, first.id)).statusCode).toBe(404);
    expect((await remove(bob, "nope")).statusCode).toBe(400);
  });
});

describe("reports", () => {
  it("files reports of outfits and comments the reporter sees, not their own (409) nor hidden ones (404)", async () => {
    const shown = await wall.outfit(ada);
    const hidden = await wall.outfit(ada, { visibility: "followers" });
    const bobsComment = await wall.comment(bob, shown.id);
    const hiddenComment = await wall.comment(bob, hidden.id);
    const report = (person: Person, url: string) => wall.post(person, url, { reason: "harassment" });

    const filed = await report(cy, `/v1/outfits/${shown.id}/report`);
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json()).toEqual({ message: REPORT_THANKS });
    expect((await report(ada, `/v1/outfits/${shown.id}/report`)).json()).toEqual({
      message: "You cannot report your own outfit.",
    });
    expect((await report(cy, `/v1/outfits/${hidden.id}/report`)).statusCode).toBe(404);
    expect((await report(bob, `/v1/outfits/${hidden.id}/report`)).statusCode).toBe(200);

    expect((await report(ada, `/v1/comments/${bobsComment.id}/report`)).statusCode).toBe(200);
    const own = await report(bob, `/v1/comments/${bobsComment.id}/report`);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ message: "You cannot report your own comment." });
    expect((await report(cy, `/v1/comments/${hiddenComment.id}/report`)).statusCode).toBe(404);
    expect((await report(cy, `/v1/comments/${randomUUID()}/report`)).statusCode).toBe(404);
    const bad = await wall.post(cy, `/v1/comments/${bobsComment.id}/report`, {});
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(["reason"]);
  });
});

describe("notifications", () => {
  it("tells the author of likes and comments and the followers of a new outfit, not of one's own doings", async () => {
    const [author, fan] = await Promise.all([
      registerPerson(test, { firstName: "Noa" }),
      registerPerson(test, { firstName: "Fan" }),
    ]);
    await wall.follow(fan, author);
    const told = async (person: Person) => {
      await test.settled();
      return okBody<NotificationPage>(await wall.get(person, "/v1/notifications?size=100")).items.map(
        (item) => [item.kind, item.link],
      );
    };

    const shared = await wall.outfit(author, { visibility: "public" });
    const forFans = await wall.outfit(author, { visibility: "followers" });
    await wall.outfit(author, { visibility: "private" });
    expect(await told(fan)).toEqual([
      [`outfit:${forFans.id}`, `/wall/outfit/${forFans.id}`],
      [`outfit:${shared.id}`, `/wall/outfit/${shared.id}`],
    ]);
    const [newest] = okBody<NotificationPage>(await wall.get(fan, "/v1/notifications")).items;
    expect(newest?.message).toContain("Noa");

    await wall.post(author, `/v1/outfits/${shared.id}/like`);
    await wall.comment(author, shared.id, { text: "My own" });
    expect((await told(author)).map(([kind]) => kind)).toEqual(["follow"]);

    await wall.post(fan, `/v1/outfits/${shared.id}/like`);
    await wall.post(fan, `/v1/outfits/${shared.id}/unlike`);
    await wall.post(fan, `/v1/outfits/${shared.id}/like`);
    await wall.comment(fan, shared.id, { text: "So good" });
    await wall.post(fan, `/v1/outfits/${shared.id}/save`);
    expect(await told(author)).toEqual([
      [`outfit-comment:${shared.id}`, `/wall/outfit/${shared.id}`],
      [`outfit-like:${shared.id}`, `/wall/outfit/${shared.id}`],
      ["follow", expect.anything()],
    ]);
    const [comment] = okBody<NotificationPage>(await wall.get(author, "/v1/notifications")).items;
    expect(comment?.message).toContain("So good");
    expect(await told(fan)).toHaveLength(2);
  });
});
