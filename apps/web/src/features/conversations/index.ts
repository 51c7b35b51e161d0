// The face of conversations: what other rooms may use. The page loads on first visit.
import { lazyPage } from "../../lib/lazy-page.ts";

export { ShareInChat } from "./components/share-in-chat.tsx";
export { newMessageCountQuery } from "./queries.ts";
export { parseChatSearch, toConversationsQuery } from "./search-params.ts";

/** The page's queries for the route loader, in a chunk the page shares (decision 011). */
export const conversationsQueries = () =>
  import("./api.ts").then(({ conversationsQuery, openConversation }) => ({
    conversationsQuery,
    openConversation,
  }));

export const ChatPage = lazyPage(() => import("./pages/chat-page.tsx"), "ChatPage");
