// The query options other rooms read: the layout's bell and dot. The face re-exports them from here, as
// cart's does (decision 011); the realtime channel will write into the same keys (see api.ts).
export { unreadCountQuery } from "./api.ts";
