// The query options other rooms read. The face re-exports them from here rather than from api.ts, which is
// also the route loaders' dynamic import (as payments' queries.ts, decision 011).
export { plansQuery } from "./api.ts";
