// What the demo catalogue says of each category: its descriptions' wording, the products' origins, tags
// and brands, and `list`, which writes the catalogue's lists as text. seed/products.ts uses them.
import type { ItemCategory } from "@cbm/contracts";

/** "a, b, c" → ["a", "b", "c"]. */
export const list = (items: string) => items.split(", ");

/** What a category's descriptions say: how it is made, how it fits, how to care for it. */
export const WORDING: Record<ItemCategory, { made: string[]; fit: string[]; care: string[] }> = {
  tops: {
    made: [
      "Cut from a soft, breathable fabric that gets better with every wash.",
      "Garment-dyed after sewing for a lived-in colour that never looks new.",
      "Finished with flat seams and a clean, narrow neckline.",
      "Made from long-staple fibres, so it keeps its shape through the seasons.",
    ],
    fit: [
      "Relaxed through the body with dropped shoulders; take your usual size.",
      "A close, easy fit: size up for a looser look.",
      "Slightly boxy and cropped to sit at the high hip.",
      "True to size, with enough room to layer underneath.",
    ],
    care: ["Machine wash cold, dry flat.", "Wash at 30°C inside out; cool iron.", "Hand wash or dry clean."],
  },
  bottoms: {
    made: [
      "Cut with a high back rise and a clean front, with deep pockets.",
      "Made from a dense, durable cloth that softens as you wear it.",
      "Finished with a button fly and bar-tacked belt loops.",
      "Woven on narrow looms and washed for a broken-in hand.",
    ],
    fit: [
      "Sits at the natural waist; the model is 177 cm and wears a size S.",
      "Straight through the hip and thigh, with a full-length leg.",
      "A relaxed fit with a slight taper at the ankle.",
      "True to size; between sizes, take the larger.",
    ],
    care: [
      "Machine wash cold inside out.",
      "Wash at 30°C, line dry.",
      "Wash rarely and cold to keep the colour.",
    ],
  },
  dresses: {
    made: [
      "Lined to the hem, with a concealed side zip.",
      "Cut on the bias so it moves with you and drapes close to the body.",
      "Gathered at the waist with adjustable ties at the back.",
      "Made from a fluid fabric with a soft sheen that catches the light.",
    ],
    fit: [
      "Falls to mid-calf on most heights; true to size.",
      "Fitted at the bust and easy through the hips.",
      "A loose, swingy shape: size down for a closer fit.",
      "Adjustable straps let you set the length.",
    ],
    care: ["Dry clean only.", "Hand wash cold and hang to dry.", "Machine wash on a delicate cycle at 30°C."],
  },
  outerwear: {
    made: [
      "Fully lined, with inner pockets for a phone and keys.",
      "Made from a dense, wind-resistant cloth with horn buttons.",
      "Finished by hand with taped seams and a storm flap.",
      "Cut generously to go over a knit, with a soft collar that stands up.",
    ],
    fit: [
      "An oversized fit: take your usual size for room to layer.",
      "Tailored through the shoulders and easy through the body.",
      "Falls just below the knee on most heights.",
      "True to size, with sleeves long enough to cover the wrist.",
    ],
    care: ["Dry clean only.", "Spot clean; air between wears.", "Cold hand wash, reshape and dry flat."],
  },
  shoes: {
    made: [
      "Made by hand with a stitched sole that can be replaced.",
      "Built on a cushioned footbed with a natural rubber outsole.",
      "Uppers in full-grain leather, lined in soft calfskin.",
      "Light and flexible, with a grippy sole for city streets.",
    ],
    fit: [
      "True to size; with wide feet, take half a size up.",
      "A snug fit at first that gives with wear.",
      "Roomy in the toe box, with a secure heel.",
      "Runs small: take one size up.",
    ],
    care: [
      "Brush clean and treat with a leather balm now and then.",
      "Wipe with a damp cloth; keep away from direct heat.",
      "Protect with a suede spray before the first wear.",
    ],
  },
  bags: {
    made: [
      "Made from vegetable-tanned leather that darkens beautifully with time.",
      "With an inner zip pocket, a key clip and a magnetic closure.",
      "Lined in cotton canvas, with reinforced handles.",
      "Hand-finished edges and solid brass hardware.",
    ],
    fit: [
      "Fits a phone, wallet, keys and a small book.",
      "Roomy enough for a 13-inch laptop and a water bottle.",
      "With an adjustable strap to wear on the shoulder or across the body.",
      "Compact, with a detachable chain for evenings.",
    ],
    care: [
      "Wipe clean with a dry cloth; stuff to keep its shape.",
      "Keep out of the rain and treat with a neutral leather cream.",
      "Spot clean with mild soap.",
    ],
  },
  accessories: {
    made: [
      "Made in a small workshop, in limited runs.",
      "Finished by hand, with a soft pouch to keep it in.",
      "Made from natural materials chosen to last.",
      "A small piece that finishes an outfit without trying too hard.",
    ],
    fit: [
      "One size fits most.",
      "Adjustable, so it fits comfortably all day.",
      "Sized generously for an easy, relaxed fit.",
      "Light enough to forget you are wearing it.",
    ],
    care: ["Keep dry and store in its pouch.", "Hand wash cold, dry flat.", "Polish with a soft cloth."],
  },
  swimwear: {
    made: [
      "Made from regenerated nylon with a chlorine-resistant finish.",
      "Fully lined, with a soft, supportive band.",
      "Quick-drying and opaque, with UPF 50+ protection.",
      "Cut from a textured fabric that holds its shape in the water.",
    ],
    fit: [
      "Medium coverage at the back; true to size.",
      "Adjustable straps and a tie back for a custom fit.",
      "A supportive fit for a larger bust: size up if between sizes.",
      "High-cut at the leg to lengthen the line.",
    ],
    care: ["Rinse in cold water after swimming; dry in the shade.", "Hand wash cold, never tumble dry."],
  },
  beauty: {
    made: [
      "Vegan and cruelty-free, in a recyclable case.",
      "Made in small batches with plant oils and waxes.",
      "Dermatologically tested and free of synthetic fragrance.",
      "Layers well, from a sheer wash of colour to full intensity.",
    ],
    fit: [
      "Lasts up to eight hours.",
      "Suits every skin tone.",
      "Comfortable from morning to evening.",
      "Refills are sold separately.",
    ],
    care: ["Keep away from heat and direct sun.", "Use within twelve months of opening."],
  },
};

export const ORIGINS = [
  "Made in Portugal in a family-run factory.",
  "Made in Italy.",
  "Made in small batches in our own workshop.",
  "Responsibly made in Turkey, in a certified factory.",
  "Designed in Paris and made in Lithuania.",
  "Made in the UK.",
];

/** Tags by category, and those any product may carry. */
export const CATEGORY_TAGS: Record<ItemCategory, string[]> = {
  tops: ["basics", "layering", "workwear", "cotton", "linen", "knitwear"],
  bottoms: ["denim", "tailoring", "workwear", "weekend", "linen"],
  dresses: ["occasion", "wedding-guest", "summer", "evening", "workwear"],
  outerwear: ["tailoring", "layering", "wool", "rainwear", "winter"],
  shoes: ["leather", "everyday", "handmade", "comfort"],
  bags: ["leather", "everyday", "travel", "evening"],
  accessories: ["gift-idea", "handmade", "finishing-touch", "winter"],
  swimwear: ["summer", "holiday", "beach", "recycled"],
  beauty: ["vegan", "gift-idea", "clean-beauty"],
};
export const ANY_TAGS = [
  "new-in",
  "bestseller",
  "sustainable",
  "limited-edition",
  "made-in-europe",
  "organic",
  "capsule",
];

/**
 * The brands of the catalogue each category is most often from (by name); the rest of the time any
 * brand, or the store's own label (no brand).
 */
export const BRANDS_FOR: Record<ItemCategory, string[]> = {
  tops: list(
    "Lumen & Thread, Rue Calme, Olea Knitwear, Hollis Grey, Marlowe Hart, Linden Atelier, Mercer Lane, Petal Press, Halcyon Knit, Yarrow",
  ),
  bottoms: list(
    "Northbay Denim, Costa Linea, Ember & Ash, Pampas Collective, Mercer Lane, Fable Row, Marlowe Hart",
  ),
  dresses: list(
    "Velloria, Aster Vale, Gilded Fern, Minuit Paris, Ivory Tern, Ostara, Costa Linea, Noor Modest",
  ),
  outerwear: list(
    "Sable Street, Palisade Studio, Kestrel & Co, Maison Orvelle, Cairn Outdoor, Dune Atelier, Kōyō Studio",
  ),
  shoes: list("Corvo Milano, Bellwether Shoes, Dune Atelier, Zephyrine"),
  bags: list("Oxbow Leather, Kestrel & Co, Zephyrine, Corvo Milano"),
  accessories: list(
    "Tessellate, Ansel & Pike, Luma Eyewear, Quillon, Verdigris, Cypress & Clay, Juniper Loom",
  ),
  swimwear: list("Ondine Swim, Riviera Nine, Saffron Mile"),
  beauty: list("Solenne, Yarrow"),
};
