import { z } from "zod";
import {
  booleanField,
  clearable,
  optional,
  PageQuerySchema,
  pageOf,
  phoneField,
  presentedPassword,
  RoleSchema,
  requiredText,
  uuidField,
} from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { ProfileSubscriptionSchema } from "../subscriptions/status.ts";
import { MediaLocationSchema } from "../uploads.ts";
import { SocialAccountsBodySchema, SocialAccountsSchema } from "./social-accounts.ts";

export const ProfileSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  avatar: z.string().nullable(),
  sign: z.string().nullable(),
  followerCount: z.number().int(),
  followingCount: z.number().int(),
  chatInvitation: z.boolean(),
  roles: z.array(RoleSchema),
  /** The live subscription's plan and status; null on the free plan. */
  subscription: ProfileSubscriptionSchema,
});
export type Profile = z.infer<typeof ProfileSchema>;

export const SIGN_MAX = 160;

/** Only these fields may change through update-profile; anything else is refused by name. */
export const UpdateProfileFormSchema = z.strictObject(
  {
    firstName: optional(requiredText("First name", 60)),
    lastName: optional(requiredText("Last name", 60)),
    sign: clearable(requiredText("Sign", SIGN_MAX)),
    avatar: clearable(MediaLocationSchema),
    phone: clearable(phoneField()),
    chatInvitation: optional(booleanField("Chat invitation")),
  },
  {
    error: (issue) => (issue.code === "unrecognized_keys" ? "This field cannot be changed here" : undefined),
  },
);
export type UpdateProfileForm = z.infer<typeof UpdateProfileFormSchema>;

/** `{id}` of `/v1/user/{id}/...`. */
export const UserIdParamsSchema = z.object({ id: uuidField("Id") });
export type UserIdParams = z.infer<typeof UserIdParamsSchema>;

/** Another user's profile as the viewer sees it: no email or phone. */
export const PublicProfileSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  sign: z.string().nullable(),
  roles: z.array(RoleSchema),
  followerCount: z.number().int(),
  followingCount: z.number().int(),
  chatInvitation: z.boolean(),
  /** The viewer follows this user. */
  isFollowing: z.boolean(),
  /** This user follows the viewer. */
  followsYou: z.boolean(),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

export const FollowStateSchema = z.object({ following: z.boolean(), followerCount: z.number().int() });
export type FollowState = z.infer<typeof FollowStateSchema>;

export const BlockStateSchema = z.object({ blocked: z.boolean() });
export type BlockState = z.infer<typeof BlockStateSchema>;

/** One row of the followers and following lists. */
export const PersonSchema = z.object({ id: z.uuid(), avatar: z.string().nullable(), fullName: z.string() });
export type Person = z.infer<typeof PersonSchema>;
export const PersonPageSchema = pageOf(PersonSchema);
export type PersonPage = z.infer<typeof PersonPageSchema>;

export const KEYWORD_MAX = 100;

/** Query of `GET /v1/users` and `GET /v1/users/blocked`. */
export const UserSearchQuerySchema = PageQuerySchema.extend({
  keyword: optional(requiredText("Keyword", KEYWORD_MAX)),
  sortByTime: optional(z.enum(["asc", "desc"], { error: "Sort by time must be asc or desc" })),
  role: optional(
    z.enum(RoleSchema.options, { error: `Role must be one of ${RoleSchema.options.join(", ")}` }),
  ),
  /** true keeps only the people the viewer may message; false (or absent) does not filter. */
  canChat: optional(booleanField("Can chat")),
});
export type UserSearchQuery = z.infer<typeof UserSearchQuerySchema>;

export const UserListItemSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  avatar: z.string().nullable(),
  roles: z.array(RoleSchema),
  sign: z.string().nullable(),
  followerCount: z.number().int(),
  isFollowing: z.boolean(),
});
export type UserListItem = z.infer<typeof UserListItemSchema>;
/**
 * A page of people found. The search counts at most 100 matches: `total` is exact unless `totalCapped`,
 * which means more people match than `total` says (show "100+"); later pages still page on. Always sent; optional only so that
 * pages written before it still type-check.
 */
export const UserListPageSchema = pageOf(UserListItemSchema).extend({ totalCapped: z.boolean().optional() });
export type UserListPage = z.infer<typeof UserListPageSchema>;

/**
 * Why CBM suggests something to a newcomer (a person to follow, an outfit on a wall whose Following feed
 * is empty): it is popular, or it shares the style the viewer told the questionnaire.
 */
export const SUGGESTION_REASONS = ["popular", "style-match"] as const;
export const SuggestionReasonSchema = z.enum(SUGGESTION_REASONS);
export type SuggestionReason = z.infer<typeof SuggestionReasonSchema>;

/** At most this many people to follow are suggested at once. */
export const PEOPLE_SUGGESTIONS_MAX = 12;

/** Query of `GET /v1/users/suggestions`. */
export const PeopleSuggestionsQuerySchema = z.object({
  size: z.coerce
    .number({ error: "Size must be a number" })
    .int("Size must be a whole number")
    .min(1, "Size must be at least 1")
    .max(PEOPLE_SUGGESTIONS_MAX, `Size must be at most ${PEOPLE_SUGGESTIONS_MAX}`)
    .default(PEOPLE_SUGGESTIONS_MAX),
});
export type PeopleSuggestionsQuery = z.infer<typeof PeopleSuggestionsQuerySchema>;

/** A person to follow: what the people list shows of them, and why they are suggested. */
export const SuggestedPersonSchema = UserListItemSchema.extend({ reason: SuggestionReasonSchema });
export type SuggestedPerson = z.infer<typeof SuggestedPersonSchema>;
export const PeopleSuggestionsSchema = z.object({ items: z.array(SuggestedPersonSchema) });
export type PeopleSuggestions = z.infer<typeof PeopleSuggestionsSchema>;

/** Body of `POST /v1/users/delete-account`: the password confirms it is really the owner. */
export const DeleteAccountBodySchema = z.object({ password: presentedPassword() });
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

const signedIn = { access: "signed-in" } as const;
const person = { ...signedIn, method: "POST", params: UserIdParamsSchema } as const;

export const usersEndpoints = {
  profile: endpoint({
    ...signedIn,
    method: "GET",
    path: "/v1/users/profile",
    summary: "The signed-in user's profile",
    response: ProfileSchema,
  }),
  updateProfile: endpoint({
    ...signedIn,
    method: "POST",
    path: "/v1/users/update-profile",
    summary: "Change the signed-in user's name, sign, avatar, phone or chat setting",
    body: UpdateProfileFormSchema,
    bodyEncoding: "multipart",
    response: ProfileSchema,
  }),
  socialAccounts: endpoint({
    ...signedIn,
    method: "GET",
    path: "/v1/users/socials",
    summary: "The signed-in user's accounts on other networks",
    response: SocialAccountsSchema,
  }),
  replaceSocialAccounts: endpoint({
    ...signedIn,
    method: "PUT",
    path: "/v1/users/socials",
    summary: "Replace the signed-in user's accounts on other networks (one per platform)",
    body: SocialAccountsBodySchema,
    response: SocialAccountsSchema,
  }),
  search: endpoint({
    ...signedIn,
    method: "GET",
    path: "/v1/users",
    summary: "People to discover: search by name (typos tolerated), role and who may be messaged",
    query: UserSearchQuerySchema,
    response: UserListPageSchema,
  }),
  blocked: endpoint({
    ...signedIn,
    method: "GET",
    path: "/v1/users/blocked",
    summary: "The people the signed-in user blocked",
    query: UserSearchQuerySchema,
    response: UserListPageSchema,
  }),
  suggestions: endpoint({
    ...signedIn,
    method: "GET",
    path: "/v1/users/suggestions",
    summary:
      "People to follow: popular influencers and people who share the viewer's style answers (never admins, people blocked either way or already followed)",
    query: PeopleSuggestionsQuerySchema,
    response: PeopleSuggestionsSchema,
  }),
  following: endpoint({
    ...signedIn,
    method: "GET",
    path: "/v1/users/following",
    summary: "Whom the signed-in user follows, newest first",
    query: PageQuerySchema,
    response: PersonPageSchema,
  }),
  followers: endpoint({
    ...signedIn,
    method: "GET",
    path: "/v1/users/followers",
    summary: "Who follows the signed-in user, newest first",
    query: PageQuerySchema,
    response: PersonPageSchema,
  }),
  person: endpoint({
    ...signedIn,
    method: "GET",
    path: "/v1/user/:id",
    summary: "Another user's public profile (404 when either blocked the other)",
    params: UserIdParamsSchema,
    response: PublicProfileSchema,
  }),
  follow: endpoint({
    ...person,
    path: "/v1/user/:id/follow",
    summary: "Follow a user (idempotent)",
    response: FollowStateSchema,
  }),
  unfollow: endpoint({
    ...person,
    path: "/v1/user/:id/unfollow",
    summary: "Stop following a user (idempotent)",
    response: FollowStateSchema,
  }),
  block: endpoint({
    ...person,
    path: "/v1/user/:id/block",
    summary: "Block a user: removes the follows both ways and hides each from the other",
    response: BlockStateSchema,
  }),
  unblock: endpoint({
    ...person,
    path: "/v1/user/:id/unblock",
    summary: "Unblock a user: visibility comes back, the follows do not",
    response: BlockStateSchema,
  }),
};
