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
} from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { MediaLocationSchema } from "./uploads.ts";

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
  subscription: z.null(),
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

export const SocialPlatformSchema = z.enum(
  ["instagram", "tiktok", "youtube", "pinterest", "facebook", "x", "snapchat", "twitch", "blog"],
  { error: "Choose a platform from the list" },
);
export type SocialPlatform = z.infer<typeof SocialPlatformSchema>;

interface PlatformRule {
  label: string;
  /** Sites whose profile links name the handle (subdomains such as www. included). */
  hosts: string[];
  pattern: RegExp;
  /** What a person is told when `pattern` refuses their handle. */
  rule: string;
  /** Where the handle's profile lives. */
  url(handle: string): string;
}

const HANDLE_MAX = 200;

/** What the web shows for each platform and how handles look there (loosely: platforms change their rules). */
export const SOCIAL_PLATFORMS: Record<SocialPlatform, PlatformRule> = {
  instagram: {
    label: "Instagram",
    hosts: ["instagram.com"],
    pattern: /^[A-Za-z0-9._]{1,30}$/,
    rule: "Instagram handles are up to 30 letters, numbers, dots or underscores",
    url: (handle) => `https://www.instagram.com/${handle}`,
  },
  tiktok: {
    label: "TikTok",
    hosts: ["tiktok.com"],
    pattern: /^[A-Za-z0-9._]{2,24}$/,
    rule: "TikTok handles are 2 to 24 letters, numbers, dots or underscores",
    url: (handle) => `https://www.tiktok.com/@${handle}`,
  },
  youtube: {
    label: "YouTube",
    hosts: ["youtube.com"],
    pattern: /^[A-Za-z0-9._-]{3,100}$/,
    rule: "YouTube handles are 3 to 100 letters, numbers, dots, dashes or underscores",
    url: (handle) => `https://www.youtube.com/@${handle}`,
  },
  pinterest: {
    label: "Pinterest",
    hosts: [
      "pinterest.com",
      "pinterest.co.uk",
      "pinterest.fr",
      "pinterest.de",
      "pinterest.es",
      "pinterest.it",
    ],
    pattern: /^[A-Za-z0-9_]{3,30}$/,
    rule: "Pinterest handles are 3 to 30 letters, numbers or underscores",
    url: (handle) => `https://www.pinterest.com/${handle}`,
  },
  facebook: {
    label: "Facebook",
    hosts: ["facebook.com", "fb.com"],
    pattern: /^[A-Za-z0-9.]{5,50}$/,
    rule: "Facebook handles are 5 to 50 letters, numbers or dots",
    url: (handle) => `https://www.facebook.com/${handle}`,
  },
  x: {
    label: "X",
    hosts: ["x.com", "twitter.com"],
    pattern: /^[A-Za-z0-9_]{1,15}$/,
    rule: "X handles are up to 15 letters, numbers or underscores",
    url: (handle) => `https://x.com/${handle}`,
  },
  snapchat: {
    label: "Snapchat",
    hosts: ["snapchat.com"],
    pattern: /^[A-Za-z][A-Za-z0-9._-]{2,14}$/,
    rule: "Snapchat handles are 3 to 15 letters, numbers, dots, dashes or underscores, starting with a letter",
    url: (handle) => `https://www.snapchat.com/add/${handle}`,
  },
  twitch: {
    label: "Twitch",
    hosts: ["twitch.tv"],
    pattern: /^[A-Za-z0-9_]{4,25}$/,
    rule: "Twitch handles are 4 to 25 letters, numbers or underscores",
    url: (handle) => `https://www.twitch.tv/${handle}`,
  },
  blog: {
    label: "Blog",
    hosts: [],
    pattern: /^[a-z0-9-]+(\.[a-z0-9-]+)+(\/[^\s]*)?$/i,
    rule: "Enter the address of your blog, like myblog.com",
    url: (handle) => `https://${handle}`,
  },
};

/** Path segments that stand before the handle in a profile link (`/c/name`, `/add/name`, `/user/name`). */
const LINK_PREFIXES = new Set(["add", "c", "channel", "user"]);

interface Link {
  host: string;
  segments: string[];
}

/** The host and path of text that reads as a web address (with or without its scheme). */
function linkIn(text: string): Link | undefined {
  const found = /^(?:https?:\/\/)?((?:[a-z0-9-]+\.)+[a-z]{2,})(?::\d+)?(\/[^?#\s]*)?(?:[?#]\S*)?$/i.exec(
    text,
  );
  if (!found?.[1]) return undefined;
  return { host: found[1].toLowerCase(), segments: (found[2] ?? "").split("/").filter(Boolean) };
}

const onHost = (link: Link, hosts: string[]) =>
  hosts.some((known) => link.host === known || link.host.endsWith(`.${known}`));

/**
 * The handle a person meant: surrounding space and a leading @ dropped, or taken from a link to their
 * profile on that platform (a blog keeps its address without the scheme). Answers an error instead when
 * it cannot be a handle there.
 */
export function socialHandle(
  platform: SocialPlatform,
  input: string,
): { handle: string } | { error: string } {
  const { label, hosts, pattern, rule } = SOCIAL_PLATFORMS[platform];
  let handle = input.trim();
  const link = linkIn(handle);
  if (platform === "blog") {
    handle = handle.replace(/^https?:\/\//i, "").replace(/\/+$/, "");
  } else if (link && (onHost(link, hosts) || !pattern.test(handle))) {
    if (!onHost(link, hosts)) return { error: `This link does not lead to ${label}` };
    const { segments } = link;
    handle = (LINK_PREFIXES.has(segments[0] ?? "") ? segments[1] : segments[0]) ?? "";
  }
  handle = handle.replace(/^@/, "");
  if (!handle) return { error: "Handle is required" };
  if (handle.length > HANDLE_MAX || !pattern.test(handle)) {
    return { error: rule };
  }
  return { handle };
}

export const FOLLOWERS_MAX = 2_000_000_000;

export const SocialAccountSchema = z.object({
  platform: SocialPlatformSchema,
  handle: z.string(),
  /** The audience the user reports there; null when not given. */
  followers: z.number().int().nullable(),
});
export type SocialAccount = z.infer<typeof SocialAccountSchema>;

export const SocialAccountsSchema = z.object({ accounts: z.array(SocialAccountSchema) });
export type SocialAccounts = z.infer<typeof SocialAccountsSchema>;

const SocialAccountInputSchema = z.object(
  {
    platform: SocialPlatformSchema,
    handle: z.string({ error: "Handle is required" }).max(HANDLE_MAX * 2, "Handle is too long"),
    followers: optional(
      z
        .number({ error: "Followers must be a number" })
        // Not .int(): it stops the list's checks below, which should still run.
        .refine(Number.isInteger, "Followers must be a whole number")
        .min(0, "Followers cannot be negative")
        .max(FOLLOWERS_MAX, "Followers is too large"),
    ),
  },
  { error: "Each account needs a platform and a handle" },
);
type SocialAccountInput = z.infer<typeof SocialAccountInputSchema>;

/** Body of `PUT /v1/users/socials`: the whole list, at most one account per platform. */
export const SocialAccountsBodySchema = z.object({
  accounts: z
    .array(SocialAccountInputSchema, { error: "Accounts must be a list" })
    .max(SocialPlatformSchema.options.length, "Add at most one account per platform")
    .superRefine(
      (accounts, context) => {
        const seen = new Set<unknown>();
        (accounts as unknown[]).forEach((account, index) => {
          if (typeof account !== "object" || account === null) return;
          const { platform, handle } = account as Partial<SocialAccountInput>;
          const issue = (field: "platform" | "handle", message: string) =>
            context.addIssue({ code: "custom", path: [index, field], message, input: account });
          if (seen.has(platform)) issue("platform", "You already added this platform");
          seen.add(platform);
          const known = SocialPlatformSchema.safeParse(platform);
          if (!known.success || typeof handle !== "string") return;
          const found = socialHandle(known.data, handle);
          if ("error" in found) issue("handle", found.error);
        });
      },
      // Also when some rows failed above, so a person sees every problem of the list at once.
      { when: (payload) => Array.isArray(payload.value) },
    )
    .transform((accounts) =>
      accounts.map(({ platform, handle, followers }) => ({
        platform,
        handle: (socialHandle(platform, handle) as { handle: string }).handle,
        followers: followers ?? null,
      })),
    ),
});
export type SocialAccountsBody = z.infer<typeof SocialAccountsBodySchema>;

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
