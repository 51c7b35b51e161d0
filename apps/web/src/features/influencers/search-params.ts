/**
 * The filters of `/Influencer/list`, kept in the URL; defaults are left out, so a plain visit stays
 * `/Influencer/list`. Part of the first load (the router validates with it), so nothing from the contracts:
 * a style the server does not know is dropped when the query is made.
 */
export interface InfluencerSearch {
  keyword?: string;
  /** A style of the contracts' STYLE_ATTRIBUTES. */
  category?: string;
  sort?: "new";
  /** From 0, as the API counts. */
  page?: number;
}

/** `validateSearch` of `/Influencer/list`: anything unknown or malformed in the URL is dropped, not an error. */
export function parseInfluencerSearch(search: Record<string, unknown>): InfluencerSearch {
  const raw = search.keyword;
  const keyword = typeof raw === "string" || typeof raw === "number" ? String(raw).trim() : "";
  const category = typeof search.category === "string" && /^[a-z-]{1,40}$/.test(search.category);
  const page = Number(search.page);
  return {
    ...(keyword ? { keyword } : {}),
    ...(category ? { category: search.category as string } : {}),
    ...(search.sort === "new" ? { sort: "new" as const } : {}),
    ...(Number.isInteger(page) && page > 0 ? { page } : {}),
  };
}
