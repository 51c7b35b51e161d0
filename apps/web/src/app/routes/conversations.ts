import { createRoute, redirect } from "@tanstack/react-router";
import {
  ChatPage,
  conversationsQueries,
  parseChatSearch,
  toConversationsQuery,
} from "../../features/conversations/index.ts";
import { authenticatedRoute } from "./frames.tsx";

/** The viewer's conversations and requests, with the one chosen in `?c=`. */
export const conversationRoutes = [
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/chat",
    validateSearch: parseChatSearch,
    loaderDeps: ({ search }) => search,
    loader: async ({ context, deps }) => {
      const { conversationsQuery, openConversation } = await conversationsQueries();
      // A profile's Message button: find or open the conversation with that person, then show it.
      if (deps.user) {
        const { id } = await openConversation(deps.user);
        throw redirect({ to: "/chat", search: { c: id }, replace: true });
      }
      void context.queryClient.prefetchQuery(conversationsQuery(toConversationsQuery(deps)));
    },
    component: ChatPage,
  }),
];
