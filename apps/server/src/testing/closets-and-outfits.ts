import type {
  Closet,
  ClosetBody,
  ClosetItem,
  ClosetItemBody,
  Comment,
  CommentBody,
  OutfitBody,
  OutfitDetails,
} from "@cbm/contracts";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { rankOf } from "../modules/outfits/index.ts";
import { type Person, registerPerson, startTestApp, type TestApp } from "./harness.ts";
import { checkingRendered } from "./rendered.ts";

export type Method = "GET" | "POST" | "PUT" | "DELETE";
type Page<T> = { items: T[]; nextCursor: string | null };

export const idOf = (person: Person) => person.auth.user.id;

/** A fresh tag, so a test finds its own outfits among everyone's on a shared database. */
export const uniqueTag = () => `t${Math.random().toString(36).slice(2, 10)}`;

/** The answer's body, failing the test with the status and body when it is not a 200. */
export function okBody<T>(response: LightMyRequestResponse): T {
  if (response.statusCode !== 200) {
    throw new Error(`${response.statusCode} ${response.body}`);
  }
  return response.json<T>();
}

/**
 * Makes closets, items and outfits through the wall's endpoints, with sensible defaults. Every answer the
 * database rendered is checked to be exactly its contract's (`checkRendered`).
 */
export function wallOf(test: TestApp) {
  const request = checkingRendered(test.request);
  const send = (person: Person | null, method: Method, url: string, payload?: object) =>
    request({ method, url, headers: person?.headers, payload });

  let uploaded: Promise<string> | undefined;
  /** One small uploaded PNG: the wall only reads an upload, so every photo in a file can be the same one. */
  const photo = () => {
    uploaded ??= sharp({ create: { width: 40, height: 50, channels: 3, background: "#c97b6b" } })
      .png()
      .toBuffer()
      .then((bytes) => test.deps.storage.put(bytes, "image/png"));
    return uploaded;
  };

  return {
    send,
    photo,
    get: (person: Person | null, url: string) => send(person, "GET", url),
    post: (person: Person | null, url: string, payload?: object) => send(person, "POST", url, payload),

    closet: async (owner: Person, body: Partial<ClosetBody> = {}) =>
      okBody<Closet>(
        await send(owner, "POST", "/v1/closets", { name: "Weekdays", visibility: "public", ...body }),
      ),

    item: async (owner: Person, closetId: string, body: Partial<ClosetItemBody> = {}) =>
      okBody<ClosetItem>(
        await send(owner, "POST", `/v1/closets/${closetId}/items`, {
          image: await photo(),
          category: "tops",
          subcategory: "shirt",
          colours: ["black"],
          ...body,
        }),
      ),

    /** An outfit from the photo unless the body names items (then a collage, unless it names a photo too). */
    outfit: async (author: Person, body: Partial<OutfitBody> = {}) =>
      okBody<OutfitDetails>(
        await send(author, "POST", "/v1/outfits", {
          ...(body.itemIds ? {} : { photo: await photo() }),
          visibility: "public",
          ...body,
        }),
      ),

    comment: async (author: Person, outfitId: string, body: Partial<CommentBody> = {}) =>
      okBody<Comment>(
        await send(author, "POST", `/v1/outfits/${outfitId}/comments`, { text: "Lovely", ...body }),
      ),

    /** Every entry of a cursor feed, page after page; `between` runs after each page but the last. */
    async everyEntry<T>(person: Person, url: string, between = async () => {}): Promise<T[]> {
      const entries: T[] = [];
      const separator = url.includes("?") ? "&" : "?";
      let cursor: string | null = null;
      do {
        const page: Page<T> = okBody(
          await send(person, "GET", cursor ? `${url}${separator}cursor=${cursor}` : url),
        );
        entries.push(...page.items);
        cursor = page.nextCursor;
        if (cursor) await between();
      } while (cursor);
      return entries;
    },

    /** Every item of a numbered list (`page`, `size`), page after page. */
    async everyListed<T>(person: Person, url: string): Promise<T[]> {
      const items: T[] = [];
      const separator = url.includes("?") ? "&" : "?";
      for (let page = 0; ; page++) {
        const answer = okBody<{ items: T[] }>(
          await send(person, "GET", `${url}${separator}page=${page}&size=100`),
        );
        items.push(...answer.items);
        if (answer.items.length < 100) return items;
      }
    },

    /** The outfit's stored Explore rank, and the rank its counts give. */
    rankOf: (outfitId: string) => rankOf(test.deps.database.db, outfitId),

    follow: async (follower: Person, followee: Person) =>
      okBody(await send(follower, "POST", `/v1/user/${idOf(followee)}/follow`)),

    block: async (blocker: Person, blocked: Person) =>
      okBody(await send(blocker, "POST", `/v1/user/${idOf(blocked)}/block`)),
  };
}

export type Wall = ReturnType<typeof wallOf>;

/** The people of the wall's tests, on an app of their own: Ada shares, Bob follows her, Cy is a stranger. */
export async function startWallCast() {
  const test = await startTestApp();
  const wall = wallOf(test);
  const [ada, bob, cy] = await Promise.all([
    registerPerson(test, { firstName: "Ada" }),
    registerPerson(test, { firstName: "Bob" }),
    registerPerson(test, { firstName: "Cy" }),
  ]);
  await wall.follow(bob, ada);
  return { test, wall, ada, bob, cy };
}
