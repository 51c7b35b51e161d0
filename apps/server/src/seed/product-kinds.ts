// The demo catalogue's kinds of product, each named, coloured and priced as seed/product-kind.ts says (the
// clothes in seed/product-kinds-clothes.ts, the rest in seed/product-kinds-shoes-bags-and-more.ts), and the
// sizes each comes in. seed/products.ts plans the stores' catalogues from them and seed/product-words.ts.
import type { ItemCategory, ItemSubcategory } from "@cbm/contracts";
import type { Kind } from "./product-kind.ts";
import { CLOTHES_KINDS } from "./product-kinds-clothes.ts";
import { SHOES_BAGS_AND_MORE_KINDS } from "./product-kinds-shoes-bags-and-more.ts";

export const KINDS: Record<ItemSubcategory, Kind> = { ...CLOTHES_KINDS, ...SHOES_BAGS_AND_MORE_KINDS };

/** The sizes a product comes in, smallest first: a run of them makes its variants. */
const LETTERS = ["XS", "S", "M", "L", "XL", "XXL"];
const EU_CLOTHING = ["34", "36", "38", "40", "42", "44", "46"];
const WAISTS = ["25", "26", "27", "28", "29", "30", "31", "32", "34"];
const EU_SHOES = ["36", "37", "38", "39", "40", "41", "42", "43", "44", "45"];

export function sizesOf(
  subcategory: ItemSubcategory,
  category: ItemCategory,
  numbered: boolean,
): readonly string[] {
  switch (subcategory) {
    case "jeans":
      return WAISTS;
    case "sari":
    case "kimono":
      return ["One size"];
    case "hat":
    case "cap":
      return ["S/M", "M/L"];
    case "gloves":
      return ["S", "M", "L"];
    case "socks":
      return ["36-40", "41-46"];
    case "lipstick":
      return ["3.5 g"];
    case "fragrance":
      return ["30 ml", "50 ml", "100 ml"];
  }
  if (category === "shoes") return EU_SHOES;
  if (category === "bags" || category === "accessories") return ["One size"];
  return numbered && category !== "swimwear" ? EU_CLOTHING : LETTERS;
}
