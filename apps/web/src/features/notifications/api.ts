import {
  type MarkReadBody,
  type NotificationsQuery,
  notificationsEndpoints,
  type UpdateNotificationPreferences,
} from "@cbm/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";

/** How often the bell and the menu's dot ask for the unread count, until the realtime channel pushes it. */
const UNREAD_POLL_MS = 30_000;

/**
 * Every notifications query lives under `all`: a change invalidates the prefix, and the realtime channel
 * will write the count with `setQueryData(notificationsKeys.unreadCount(), { count })` and invalidate
 * `notificationsKeys.lists()` when a notification arrives.
 */
export const notificationsKeys = {
  all: ["notifications"] as const,
  lists: () => [...notificationsKeys.all, "list"] as const,
  list: (query: NotificationsQuery) => [...notificationsKeys.lists(), query] as const,
  unreadCount: () => [...notificationsKeys.all, "unread-count"] as const,
  preferences: () => [...notificationsKeys.all, "preferences"] as const,
};

/** A page of the viewer's notifications, newest first; only the unread ones with `unread`. */
export const notificationsQuery = (query: NotificationsQuery) =>
  queryOptions({
    queryKey: notificationsKeys.list(query),
    queryFn: ({ signal }) => call(notificationsEndpoints.list, { query }, { signal }),
  });

/** How many notifications are unread: the bell's count and the menu's dot, asked again every 30 s and on focus. */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: notificationsKeys.unreadCount(),
    queryFn: ({ signal }) => call(notificationsEndpoints.unreadCount, {}, { signal }),
    select: (answer) => answer.count,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: "always",
  });

/** A change to the notifications: the lists and the count are read again. */
function useNotificationsChange<T, R>(change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}

/**
 * Marks these notifications read, or all of them without ids; the answer is the new unread count. The
 * lists are read again, or with `refetchLists: "none"` only when next shown (the bell's menu keeps its
 * "New" marks while it stays open).
 */
export function useMarkRead(refetchLists: "active" | "none" = "active") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkReadBody) => call(notificationsEndpoints.markRead, { body }),
    onSuccess: (count) => {
      queryClient.setQueryData(notificationsKeys.unreadCount(), count);
      return queryClient.invalidateQueries({
        queryKey: notificationsKeys.lists(),
        refetchType: refetchLists,
      });
    },
  });
}

export const useDismiss = () =>
  useNotificationsChange((id: string) => call(notificationsEndpoints.remove, { params: { id } }));

export const useClearAll = () => useNotificationsChange(() => call(notificationsEndpoints.clear, {}));

/** How the viewer is told of each kind of notification. */
export const preferencesQuery = () =>
  queryOptions({
    queryKey: notificationsKeys.preferences(),
    queryFn: ({ signal }) => call(notificationsEndpoints.preferences, {}, { signal }),
    select: (answer) => answer.preferences,
  });

/** Changes some kinds' channels; the answer, all of them, replaces what the section shows. */
export function useChoosePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationPreferences) =>
      call(notificationsEndpoints.updatePreferences, { body }),
    onSuccess: (answer) => queryClient.setQueryData(notificationsKeys.preferences(), answer),
  });
}
