import { PLAN_AUDIENCES, type Role } from "@cbm/contracts";

/** The sections of `/settings`, in the order of its menu; `?section=` names the open one. */
export const SETTINGS_SECTIONS = [
  "profile",
  "phone",
  "password",
  "notifications",
  "blocked",
  "addresses",
  "payments",
  "subscription",
  "socials",
  "style",
  "delete",
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** The sections a person of these roles has: plans are for customers, influencers and retailers, not admins. */
export const sectionsFor = (roles: readonly Role[]): SettingsSection[] =>
  SETTINGS_SECTIONS.filter(
    (section) => section !== "subscription" || PLAN_AUDIENCES.some((audience) => roles.includes(audience)),
  );

export function parseSettingsSearch(search: Record<string, unknown>): { section?: SettingsSection } {
  const { section } = search;
  return SETTINGS_SECTIONS.includes(section as SettingsSection)
    ? { section: section as SettingsSection }
    : {};
}
