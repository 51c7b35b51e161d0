// A person's accounts on social platforms: which platforms, how their handles look, and the list's body.
import { z } from "zod";
import { optional } from "../common.ts";

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
