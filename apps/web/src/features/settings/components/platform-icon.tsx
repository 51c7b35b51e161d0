import type { SocialPlatform } from "@cbm/contracts";
import { ThemeIcon } from "@mantine/core";
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandPinterest,
  IconBrandSnapchat,
  IconBrandTiktok,
  IconBrandTwitch,
  IconBrandX,
  IconBrandYoutube,
  IconWorldWww,
  type TablerIcon,
} from "@tabler/icons-react";

const MARKS: Record<SocialPlatform, { Icon: TablerIcon; background: string; color: string }> = {
  instagram: { Icon: IconBrandInstagram, background: "#d6246e", color: "#fff" },
  tiktok: { Icon: IconBrandTiktok, background: "#111", color: "#fff" },
  youtube: { Icon: IconBrandYoutube, background: "#e00000", color: "#fff" },
  pinterest: { Icon: IconBrandPinterest, background: "#d5001f", color: "#fff" },
  facebook: { Icon: IconBrandFacebook, background: "#1877f2", color: "#fff" },
  x: { Icon: IconBrandX, background: "#111", color: "#fff" },
  snapchat: { Icon: IconBrandSnapchat, background: "#fffc00", color: "#111" },
  twitch: { Icon: IconBrandTwitch, background: "#9146ff", color: "#fff" },
  blog: { Icon: IconWorldWww, background: "var(--mantine-color-rose-8)", color: "#fff" },
};

/** A platform's mark in its brand colour, drawn inline (no image is fetched). Decorative: name it beside it. */
export function PlatformIcon({ platform, size = 28 }: { platform: SocialPlatform; size?: number }) {
  const { Icon, background, color } = MARKS[platform];
  return (
    <ThemeIcon size={size} radius="xl" style={{ background, color, flexShrink: 0 }} aria-hidden>
      <Icon size={Math.round(size * 0.6)} stroke={1.75} />
    </ThemeIcon>
  );
}
