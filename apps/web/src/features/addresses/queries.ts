// The query options other rooms read. The face re-exports them from here rather than from api.ts, which is
// also the route loaders' dynamic import: a face that imported api.ts itself would put it, and with it the
// contracts and zod, in the first load (decision 011).
export { addressesQuery } from "./api.ts";
