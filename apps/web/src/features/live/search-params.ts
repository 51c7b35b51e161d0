import { defined, matching, UUID } from "../../lib/search-params.ts";

/** `/events/live-event?event=<id>`: the live room shown; without it, what is live now and next. */
export interface LiveSearch {
  event?: string;
}

export const parseLiveSearch = (search: Record<string, unknown>): LiveSearch =>
  defined({ event: matching(UUID, search.event) });
