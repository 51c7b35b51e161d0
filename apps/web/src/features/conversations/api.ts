import {
  type Conversation,
  type ConversationsQuery,
  conversationsEndpoints,
  type SendMessageBody,
} from "@cbm/contracts";
import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";

/** How often the top bar's count is asked for besides the realtime pushes: a safety net, not the rule. */
const COUNT_POLL_MS = 60_000;

/** How many messages a thread shows at first, and adds each time older ones are asked for (the API's most). */
const THREAD_SIZE = 50;

/**
 * Every conversations query lives under `all`, the realtime channel's topic: a push of
 * `changed {topic: "conversations"}` fetches them all again (lib/realtime.ts).
 */
export const conversationsKeys = {
  all: ["conversations"] as const,
  lists: () => [...conversationsKeys.all, "list"] as const,
  list: (query: ConversationsQuery) => [...conversationsKeys.lists(), query] as const,
  thread: (id: string) => [...conversationsKeys.all, "thread", id] as const,
  newMessageCount: () => [...conversationsKeys.all, "new-message-count"] as const,
};

/** The viewer's conversations, or the requests sent to them, newest activity first. */
export const conversationsQuery = (query: ConversationsQuery) =>
  queryOptions({
    queryKey: conversationsKeys.list(query),
    queryFn: ({ signal }) => call(conversationsEndpoints.list, { query }, { signal }),
  });

/** How many messages the viewer has not read: the top bar's count and the menu's dot. */
export const newMessageCountQuery = () =>
  queryOptions({
    queryKey: conversationsKeys.newMessageCount(),
    queryFn: ({ signal }) => call(conversationsEndpoints.newMessageCount, {}, { signal }),
    select: (answer) => answer.count,
    refetchInterval: COUNT_POLL_MS,
    refetchOnWindowFocus: "always",
  });

/**
 * A conversation, a page of messages at a time from the newest back (each page oldest to newest). Reading
 * the newest marks them read, so once it is answered the count and the lists' unread marks are asked for
 * again.
 */
export function useThreadQuery(id: string) {
  const queryClient = useQueryClient();
  return infiniteQueryOptions({
    queryKey: conversationsKeys.thread(id),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: Conversation) => page.nextCursor ?? undefined,
    queryFn: async ({ pageParam: cursor, signal }) => {
      const page = await call(
        conversationsEndpoints.read,
        { params: { id }, query: { size: THREAD_SIZE, cursor } },
        { signal },
      );
      if (cursor === undefined) {
        void queryClient.invalidateQueries({ queryKey: conversationsKeys.newMessageCount() });
        void queryClient.invalidateQueries({ queryKey: conversationsKeys.lists() });
      }
      return page;
    },
  });
}

/** The pages of a thread as one conversation: its messages oldest to newest. */
export function wholeThread({ pages }: InfiniteData<Conversation, unknown>): Conversation {
  const [newest, ...older] = pages;
  if (!newest) throw new Error("a thread has at least its newest page");
  const items = [...older.reverse(), newest].flatMap((page) => page.items);
  return { ...newest, items, nextCursor: pages.at(-1)?.nextCursor ?? null };
}

/** Finds or opens the one-to-one conversation with a person: its id. */
export const openConversation = (userId: string) =>
  call(conversationsEndpoints.open, { params: { id: userId } });

/** A change to a conversation: everything under conversations is read again. */
function useConversationChange<T, R>(change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationsKeys.all }),
  });
}

export const useSendMessage = (id: string) =>
  useConversationChange((body: SendMessageBody) =>
    call(conversationsEndpoints.send, { params: { id }, body }),
  );

/** Sends a message into a conversation chosen at the time (sharing a product from its page). */
export const useShare = () =>
  useConversationChange(({ id, body }: { id: string; body: SendMessageBody }) =>
    call(conversationsEndpoints.send, { params: { id }, body }),
  );

export const useLeave = () =>
  useConversationChange((id: string) => call(conversationsEndpoints.leave, { params: { id } }));

export const useAccept = () =>
  useConversationChange((id: string) => call(conversationsEndpoints.accept, { params: { id } }));

export const useDecline = () =>
  useConversationChange((id: string) => call(conversationsEndpoints.decline, { params: { id } }));
