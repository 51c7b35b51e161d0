// A kind of product of the demo catalogue: how it is named, coloured and priced. seed/product-kinds.ts
// describes every kind.
import type { Colour, ITEM_CATEGORIES, ItemCategory } from "@cbm/contracts";

/** How a kind of product is named, coloured and priced (in whole units of the store's currency). */
export interface Kind {
  /** What it is, in lower case: the title's noun ("linen shirt"). */
  names: readonly string[];
  /** What comes before it in a title ("washed"), or nothing. */
  styles: readonly string[];
  /**
   * The colours it comes in, each one drawn photo: those of the closets' wardrobe for the kinds closets
   * hold (seed/closets-and-outfits.ts), so one photo serves both, and two or three for the others.
   */
  colours: readonly Colour[];
  price: readonly [min: number, max: number];
}

/** How the kinds of some categories are named, coloured and priced: each of them, no other. */
export type KindsOf<Category extends ItemCategory> = Record<(typeof ITEM_CATEGORIES)[Category][number], Kind>;
