// The wall of the demo accounts: how many outfits they share and how many of others' outfits they like,
// save and comment on (seed/closets-and-outfits.ts, outfits.ts and engagement.ts).

/**
 * What the accounts the README names show, so whoever signs in with one finds a lived-in profile: three
 * public closets, several outfits, and a Saved tab and likes of their own on other people's outfits.
 */
export const DEMO_WALL: Record<string, { outfits: number; likes: number; saves: number; comments: number }> =
  {
    "influencer@example.com": { outfits: 8, likes: 20, saves: 10, comments: 4 },
    "customer@example.com": { outfits: 5, likes: 24, saves: 12, comments: 5 },
    "retailer@example.com": { outfits: 5, likes: 16, saves: 9, comments: 3 },
  };
