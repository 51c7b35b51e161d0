// The face of users: what other rooms may use. Pages load on first visit.
import { lazyPage } from "../../lib/lazy-page.ts";

export {
  type FollowListKind,
  followListQuery,
  personQuery,
  profileQuery,
  usersKeys,
  useSetBlocked,
  useUpdateProfile,
} from "./api.ts";
export { FollowButton } from "./components/follow-button.tsx";
export { PeopleToFollow } from "./components/people-to-follow.tsx";
export { PersonCardHeading } from "./components/person-card-heading.tsx";
export { PersonCardShape } from "./components/person-card-shape.tsx";
export { ProfileHeader } from "./components/profile-header.tsx";
export { ProfileTabs } from "./components/profile-tabs.tsx";
export { ProfileUnavailable } from "./components/profile-unavailable.tsx";
export { parsePeopleSearch } from "./search-params.ts";
export { ROLE_LABELS, SUGGESTION_LABELS } from "./wording.ts";

/**
 * The query options of the route loaders, in a chunk the pages share: api.ts imports the endpoint
 * declarations from the contracts, whose module brings zod and every schema, so it stays out of the
 * first load (decision 011).
 */
export const usersQueries = () => import("./loaders.ts");

export const PeoplePage = lazyPage(() => import("./pages/people-page.tsx"), "PeoplePage");
