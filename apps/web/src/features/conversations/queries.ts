// The query options other rooms read: the layout's messages count and dot. The face re-exports them from
// here, as cart's and notifications' do (decision 011).
export { newMessageCountQuery } from "./api.ts";
