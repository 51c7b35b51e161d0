import type { ConversationsQuery } from "@cbm/contracts";
import { defined, flag, matching, UUID } from "../../lib/search-params.ts";

/**
 * `/chat?c=<id>`: the conversation shown; `requests=true` the requests tab; `user=<id>` (the profile's
 * Message button) is turned into the conversation with that person by the route's loader.
 */
export interface ChatSearch {
  c?: string;
  requests?: true;
  user?: string;
}

export const parseChatSearch = (search: Record<string, unknown>): ChatSearch =>
  defined({
    c: matching(UUID, search.c),
    requests: flag(search.requests),
    user: matching(UUID, search.user),
  });

export const CONVERSATIONS_PAGE_SIZE = 50;

/** The list a tab shows: the viewer's conversations, or the requests sent to them. */
export const toConversationsQuery = (search: ChatSearch): ConversationsQuery => ({
  page: 0,
  size: CONVERSATIONS_PAGE_SIZE,
  requests: search.requests ?? false,
});
