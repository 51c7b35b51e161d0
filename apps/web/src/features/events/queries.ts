// The query options other rooms read: the side menu's invitations dot. The face re-exports them from here,
// as conversations' does (decision 011).
export { openInvitationCountQuery } from "./api.ts";
