/** The tabs of a profile that `?tab=` may open: the menu links one's closets and saved outfits there. */
const PROFILE_TABS = ["closets", "outfits", "saved", "services", "events"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export function parseProfileSearch(search: Record<string, unknown>): { tab?: ProfileTab } {
  const { tab } = search;
  return PROFILE_TABS.includes(tab as ProfileTab) ? { tab: tab as ProfileTab } : {};
}
