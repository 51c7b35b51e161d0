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

export function parseSettingsSearch(search: Record<string, unknown>): { section?: SettingsSection } {
  const { section } = search;
  return SETTINGS_SECTIONS.includes(section as SettingsSection)
    ? { section: section as SettingsSection }
    : {};
}
