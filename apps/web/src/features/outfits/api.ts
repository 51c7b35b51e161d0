import {
  COLOURS,
  type CommentBody,
  type CursorQuery,
  closetsEndpoints,
  outfitsEndpoints as endpoints,
  type FeedEntry,
  type FeedTab,
  type ItemCategory,
  type LikeState,
  OCCASIONS,
  type Occasion,
  type Outfit,
  type OutfitBody,
  type OutfitDetails,
  type OutfitListQuery,
  type OutfitsWithProduct,
  type SaveState,
  SEASONS,
} from "@cbm/contracts";
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { ApiError } from "../../lib/api-error.ts";
import { notify } from "../../lib/notify.ts";
import type { FeedSearch, OutfitFilters } from "./search-params.ts";

/** Cards per page of a feed: a whole number of rows at two, three and four columns. */
export const FEED_PAGE_SIZE = 12;
const CLOSET_ITEMS_PAGE_SIZE = 48;
const COMMENTS_PAGE_SIZE = 20;

export const outfitsKeys = {
  all: ["outfits"] as const,
  /** Every list of outfits: the home feed, the public list, a person's outfits, the saved ones. */
  feeds: () => [...outfitsKeys.all, "feed"] as const,
  home: (tab: FeedTab, occasion?: Occasion) =>
    [...outfitsKeys.feeds(), "home", tab, occasion ?? "all"] as const,
  public: (filters: OutfitFilters) => [...outfitsKeys.feeds(), "public", filters] as const,
  byUser: (userId: string) => [...outfitsKeys.feeds(), "user", userId] as const,
  saved: () => [...outfitsKeys.feeds(), "saved"] as const,
  allDetails: () => [...outfitsKeys.all, "details"] as const,
  details: (id: string) => [...outfitsKeys.allDetails(), id] as const,
  comments: (outfitId: string) => [...outfitsKeys.all, "comments", outfitId] as const,
  /** The top-level comments of an outfit, or the replies of one of them. */
  thread: (outfitId: string, parentId?: string) =>
    [...outfitsKeys.comments(outfitId), parentId ?? "top"] as const,
  closetItems: (category?: ItemCategory) => [...outfitsKeys.all, "closet-items", category ?? "all"] as const,
  products: (outfitId: string) => [...outfitsKeys.all, "products", outfitId] as const,
  /** The outfits made with each product, for the products' pages. */
  allWithProduct: () => [...outfitsKeys.all, "with-product"] as const,
  withProduct: (productId: string) => [...outfitsKeys.allWithProduct(), productId] as const,
};

const byCursor = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor ?? undefined,
};

/** A feed of the API read a cursor at a time: `read` asks for the page at a cursor. */
const cursorFeed = <T extends { nextCursor: string | null }>(
  queryKey: readonly unknown[],
  read: (page: CursorQuery, signal: AbortSignal) => Promise<T>,
  size = FEED_PAGE_SIZE,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => read({ cursor: pageParam, size }, signal),
    ...byCursor,
  });

const known = <T extends string>(options: readonly T[], value: string | undefined) =>
  options.find((option) => option === value);

/** The feed a wall's URL shows: Following, Explore, or Explore of one occasion (one the API knows). */
export function wallFeedOf(search: FeedSearch): { tab: FeedTab; occasion?: Occasion } {
  const occasion = known(OCCASIONS, search.occasion);
  if (occasion) return { tab: "explore", occasion };
  return { tab: search.tab ?? "following" };
}

/** `/wall`: outfits and closet updates of the people followed, or the Explore ranking (of an occasion). */
export const homeFeedQuery = (search: FeedSearch) => {
  const { tab, occasion } = wallFeedOf(search);
  return cursorFeed(outfitsKeys.home(tab, occasion), (page, signal) =>
    call(endpoints.feed, { params: { tab }, query: { ...page, occasion } }, { signal }),
  );
};

/** The filters the API knows; a name from an old or edited URL is left out. */
export const knownFilters = (filters: OutfitFilters): Omit<OutfitListQuery, "cursor" | "size"> => ({
  occasion: known(OCCASIONS, filters.occasion),
  season: known(SEASONS, filters.season),
  colour: known(COLOURS, filters.colour),
  tag: filters.tag,
});

/** `/wall/outfits`: every public outfit, newest first. */
export const publicOutfitsQuery = (filters: OutfitFilters) =>
  cursorFeed(outfitsKeys.public(filters), (page, signal) =>
    call(endpoints.list, { query: { ...knownFilters(filters), ...page } }, { signal }),
  );

export const userOutfitsQuery = (userId: string) =>
  cursorFeed(outfitsKeys.byUser(userId), (page, signal) =>
    call(endpoints.ofAuthor, { params: { id: userId }, query: page }, { signal }),
  );

export const savedOutfitsQuery = () =>
  cursorFeed(outfitsKeys.saved(), (page, signal) => call(endpoints.saved, { query: page }, { signal }));

/** An outfit with its items, or null when there is none to show (unknown, hidden, blocked, malformed id). */
export const outfitQuery = (id: string) =>
  queryOptions({
    queryKey: outfitsKeys.details(id),
    queryFn: async (): Promise<OutfitDetails | null> => {
      try {
        return await call(endpoints.get, { params: { id } });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
  });

/** The shop's products the outfit is made of, that the shop sells now. */
export const outfitProductsQuery = (outfitId: string) =>
  queryOptions({
    queryKey: outfitsKeys.products(outfitId),
    queryFn: ({ signal }) => call(endpoints.products, { params: { id: outfitId } }, { signal }),
  });

/** How many public outfits are made with a product, and the newest few. */
export const outfitsWithProductQuery = (productId: string) =>
  queryOptions({
    queryKey: outfitsKeys.withProduct(productId),
    queryFn: ({ signal }) => call(endpoints.withProduct, { params: { id: productId } }, { signal }),
  });

/** The top-level comments of an outfit (oldest first), or the replies of `parentId`. */
export const commentsQuery = (outfitId: string, parentId?: string) =>
  cursorFeed(
    outfitsKeys.thread(outfitId, parentId),
    (page, signal) =>
      call(endpoints.comments, { params: { id: outfitId }, query: { parentId, ...page } }, { signal }),
    COMMENTS_PAGE_SIZE,
  );

/** The signed-in user's own closet items, all closets together, for the outfit builder. */
export const myClosetItemsQuery = (category?: ItemCategory) =>
  infiniteQueryOptions({
    queryKey: outfitsKeys.closetItems(category),
    queryFn: ({ pageParam, signal }) =>
      call(
        closetsEndpoints.myItems,
        { query: { category, page: pageParam, size: CLOSET_ITEMS_PAGE_SIZE } },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => ((last.page + 1) * last.size < last.total ? last.page + 1 : undefined),
  });

type FeedItem = Outfit | FeedEntry;
type Change = <T extends Outfit>(outfit: T) => T;

const changedItem = (item: FeedItem, change: Change): FeedItem =>
  "kind" in item ? (item.kind === "outfit" ? { ...item, outfit: change(item.outfit) } : item) : change(item);

/** Applies `change` to every outfit the cache holds: in every feed, every outfit page, and products' looks. */
function changeOutfits(queryClient: QueryClient, change: Change) {
  queryClient.setQueriesData<InfiniteData<{ items: FeedItem[]; nextCursor: string | null }>>(
    { queryKey: outfitsKeys.feeds() },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((item) => changedItem(item, change)),
        })),
      },
  );
  queryClient.setQueriesData<OutfitDetails | null>(
    { queryKey: outfitsKeys.allDetails() },
    (outfit) => outfit && change(outfit),
  );
  queryClient.setQueriesData<OutfitsWithProduct>(
    { queryKey: outfitsKeys.allWithProduct() },
    (data) => data && { ...data, items: data.items.map(change) },
  );
}

const changeOutfit = (queryClient: QueryClient, id: string, state: Partial<Outfit>) =>
  changeOutfits(queryClient, (outfit) => (outfit.id === id ? { ...outfit, ...state } : outfit));

/** After a follow or unfollow elsewhere: the author's outfits say so too. */
export function setAuthorFollowed(queryClient: QueryClient, authorId: string, isFollowing: boolean) {
  changeOutfits(queryClient, (outfit) =>
    outfit.author.id === authorId ? { ...outfit, author: { ...outfit.author, isFollowing } } : outfit,
  );
}

const REACTIONS = {
  like: { on: endpoints.like, off: endpoints.unlike, flag: "liked", count: "likeCount" },
  save: { on: endpoints.save, off: endpoints.unsave, flag: "saved", count: "saveCount" },
} as const;
export type Reaction = keyof typeof REACTIONS;

/**
 * Like/unlike or save/unsave. The outfit changes everywhere at once; a failure puts it back as it was
 * and says why, and the server's answer sets the exact count.
 */
export function useReaction(reaction: Reaction) {
  const { on, off, flag, count } = REACTIONS[reaction];
  const queryClient = useQueryClient();
  const set = (id: string, active: boolean, total: number) =>
    changeOutfit(queryClient, id, { [flag]: active, [count]: total });
  return useMutation({
    // The answer is the state of this reaction: liked and likeCount, or saved and saveCount.
    mutationFn: (outfit: Outfit) =>
      call(outfit[flag] ? off : on, { params: { id: outfit.id } }) as Promise<LikeState & SaveState>,
    onMutate: (outfit) => set(outfit.id, !outfit[flag], outfit[count] + (outfit[flag] ? -1 : 1)),
    onError: (error, outfit) => {
      set(outfit.id, outfit[flag], outfit[count]);
      notify.error(error);
    },
    onSuccess: (state, outfit) => set(outfit.id, state[flag], state[count]),
  });
}

/** Creates an outfit, or changes the one with `id`; its page is ready to show at once. */
export function useSaveOutfit(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OutfitBody) =>
      id ? call(endpoints.update, { params: { id }, body }) : call(endpoints.create, { body }),
    onSuccess: (outfit) => {
      queryClient.setQueryData(outfitsKeys.details(outfit.id), outfit);
      void queryClient.invalidateQueries({ queryKey: outfitsKeys.feeds() });
    },
  });
}

export function useDeleteOutfit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(endpoints.remove, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: outfitsKeys.details(id) });
      queryClient.removeQueries({ queryKey: outfitsKeys.comments(id) });
      void queryClient.invalidateQueries({ queryKey: outfitsKeys.feeds() });
    },
  });
}

/** A comment or reply changed: its thread and the outfit's count are read again; the feeds' counts later. */
function refreshComments(queryClient: QueryClient, outfitId: string) {
  void queryClient.invalidateQueries({ queryKey: outfitsKeys.comments(outfitId) });
  void queryClient.invalidateQueries({ queryKey: outfitsKeys.details(outfitId) });
  void queryClient.invalidateQueries({ queryKey: outfitsKeys.feeds(), refetchType: "none" });
}

export function useAddComment(outfitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommentBody) => call(endpoints.addComment, { params: { id: outfitId }, body }),
    onSuccess: () => refreshComments(queryClient, outfitId),
  });
}

export function useDeleteComment(outfitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => call(endpoints.removeComment, { params: { id: commentId } }),
    onSuccess: () => refreshComments(queryClient, outfitId),
  });
}
