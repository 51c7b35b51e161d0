// The demo catalogue's vocabulary: for each kind of product its names, colours and prices, and for each
// category its sizes, wording, tags and brands. seed/products.ts plans the stores' catalogues from it.
import type { Colour, ItemCategory, ItemSubcategory } from "@cbm/contracts";

/** "a, b, c" → ["a", "b", "c"]. */
export const list = (items: string) => items.split(", ");

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

export const KINDS: Record<ItemSubcategory, Kind> = {
  "t-shirt": {
    names: list(
      "cotton tee, organic cotton T-shirt, pocket tee, striped T-shirt, slub jersey tee, boxy T-shirt",
    ),
    styles: list("relaxed, cropped, heavyweight, classic, oversized, fitted, garment-dyed"),
    colours: ["white", "navy", "pink"],
    price: [22, 65],
  },
  shirt: {
    names: list(
      "linen shirt, oxford shirt, poplin shirt, denim shirt, flannel shirt, overshirt, camp-collar shirt",
    ),
    styles: list("washed, relaxed, slim-fit, boxy, cropped, classic, oversized"),
    colours: ["white", "navy", "pink"],
    price: [55, 150],
  },
  blouse: {
    names: list(
      "silk blouse, pussy-bow blouse, crêpe blouse, broderie blouse, wrap blouse, ruffle-collar blouse",
    ),
    styles: list("fluid, puff-sleeve, cropped, relaxed, sheer, printed"),
    colours: ["cream", "pink", "burgundy"],
    price: [60, 180],
  },
  sweater: {
    names: list(
      "merino crew-neck, cashmere sweater, cable-knit sweater, mohair cardigan, ribbed turtleneck, lambswool jumper, fisherman sweater",
    ),
    styles: list("chunky, fine-knit, relaxed, cropped, oversized, brushed"),
    colours: ["navy", "pink", "white"],
    price: [70, 260],
  },
  hoodie: {
    names: list("zip hoodie, fleece hoodie, loopback hoodie, pullover hoodie"),
    styles: list("heavyweight, relaxed, cropped, brushed, organic cotton, washed"),
    colours: ["grey", "black", "olive"],
    price: [55, 130],
  },
  "tank-top": {
    names: list("ribbed tank, jersey vest, racer-back tank, linen camisole, silk cami"),
    styles: list("fitted, scoop-neck, cropped, relaxed, square-neck"),
    colours: ["white", "black"],
    price: [20, 60],
  },
  jeans: {
    names: list(
      "straight jeans, wide-leg jeans, slim jeans, bootcut jeans, barrel jeans, tapered jeans, mom jeans",
    ),
    styles: list("high-rise, mid-rise, rinsed, stonewashed, raw selvedge, cropped, vintage-wash, low-rise"),
    colours: ["blue", "black"],
    price: [70, 220],
  },
  trousers: {
    names: list(
      "pleated trousers, wide-leg trousers, chinos, cigarette trousers, linen trousers, tailored trousers, cargo trousers",
    ),
    styles: list("high-waisted, relaxed, cropped, straight, drawstring, wool-blend"),
    colours: ["black", "camel", "blue"],
    price: [65, 190],
  },
  skirt: {
    names: list("midi skirt, pleated skirt, slip skirt, denim skirt, A-line skirt, wrap skirt, maxi skirt"),
    styles: list("satin, tiered, high-waisted, printed, wool, linen"),
    colours: ["black", "camel", "blue"],
    price: [50, 160],
  },
  shorts: {
    names: list("denim shorts, linen shorts, bermuda shorts, chino shorts, running shorts"),
    styles: list("relaxed, high-rise, tailored, pleated, drawstring"),
    colours: ["beige", "blue", "olive"],
    price: [35, 95],
  },
  leggings: {
    names: list("leggings, yoga leggings, ribbed leggings, stirrup leggings"),
    styles: list("high-waisted, sculpting, seamless, cropped, thermal"),
    colours: ["black", "grey"],
    price: [30, 90],
  },
  dress: {
    names: list(
      "midi dress, slip dress, wrap dress, shirt dress, tea dress, knit dress, maxi dress, mini dress",
    ),
    styles: list("satin, linen, floral, smocked, bias-cut, ribbed, tiered, puff-sleeve"),
    colours: ["black", "red", "green"],
    price: [75, 320],
  },
  jumpsuit: {
    names: list("jumpsuit, boiler suit, wide-leg jumpsuit, denim jumpsuit"),
    styles: list("utility, belted, linen, relaxed, tailored"),
    colours: ["olive", "black"],
    price: [85, 240],
  },
  kimono: {
    names: list("kimono, kimono jacket, robe"),
    styles: list("silk, printed, embroidered, quilted, long, cropped"),
    colours: ["burgundy", "green"],
    price: [90, 280],
  },
  sari: {
    names: list("sari, saree with blouse piece, drape sari"),
    styles: list("silk, chiffon, georgette, hand-block printed, Banarasi, cotton"),
    colours: ["orange", "purple"],
    price: [120, 420],
  },
  coat: {
    names: list("wool coat, overcoat, car coat, cocoon coat, wrap coat, puffer coat, duffle coat"),
    styles: list("double-breasted, belted, long, oversized, single-breasted, quilted"),
    colours: ["camel", "black", "grey"],
    price: [160, 620],
  },
  jacket: {
    names: list(
      "denim jacket, bomber jacket, chore jacket, leather jacket, field jacket, quilted jacket, suede jacket",
    ),
    styles: list("cropped, oversized, relaxed, boxy, classic, washed, lightweight"),
    colours: ["black", "brown", "olive"],
    price: [110, 450],
  },
  blazer: {
    names: list("blazer, tuxedo jacket, linen blazer, tweed blazer, wool blazer"),
    styles: list("double-breasted, single-breasted, oversized, cropped, relaxed, tailored"),
    colours: ["camel", "black", "grey"],
    price: [130, 390],
  },
  trench: {
    names: list("trench coat, short trench, mac, belted trench"),
    styles: list("classic, cotton gabardine, oversized, water-repellent, longline"),
    colours: ["beige", "black"],
    price: [180, 520],
  },
  sneakers: {
    names: list(
      "leather sneakers, canvas sneakers, runners, court sneakers, high-top sneakers, suede trainers",
    ),
    styles: list("retro, minimal, chunky, everyday, classic, platform"),
    colours: ["white", "black", "brown"],
    price: [75, 210],
  },
  boots: {
    names: list("Chelsea boots, ankle boots, lace-up boots, knee-high boots, hiking boots, cowboy boots"),
    styles: list("leather, suede, lug-sole, heeled, waterproof, shearling-lined"),
    colours: ["brown", "black", "white"],
    price: [130, 390],
  },
  heels: {
    names: list("pumps, slingbacks, mules, kitten heels, block heels, ankle-strap heels"),
    styles: list("pointed, satin, patent, suede, leather, square-toe"),
    colours: ["black", "brown", "white"],
    price: [95, 340],
  },
  flats: {
    names: list("ballet flats, loafers, Mary Janes, espadrilles, slippers"),
    styles: list("leather, suede, quilted, square-toe, soft, patent"),
    colours: ["black", "camel", "burgundy"],
    price: [65, 220],
  },
  sandals: {
    names: list("slides, strappy sandals, sport sandals, flip-flops, gladiator sandals, platform sandals"),
    styles: list("leather, braided, padded, two-strap, cork-sole"),
    colours: ["brown", "camel"],
    price: [40, 180],
  },
  handbag: {
    names: list("shoulder bag, top-handle bag, crossbody bag, bucket bag, hobo bag, saddle bag"),
    styles: list("leather, mini, woven, quilted, suede, structured"),
    colours: ["black", "camel", "burgundy"],
    price: [120, 650],
  },
  clutch: {
    names: list("clutch, envelope clutch, pouch, evening bag, box clutch"),
    styles: list("beaded, satin, leather, metallic, pleated, velvet"),
    colours: ["black", "red", "cream"],
    price: [60, 260],
  },
  backpack: {
    names: list("backpack, rucksack, roll-top backpack, daypack, laptop backpack"),
    styles: list("canvas, leather, recycled nylon, waxed, everyday, mini"),
    colours: ["black", "navy", "olive"],
    price: [70, 260],
  },
  tote: {
    names: list("tote, shopper, beach tote, market tote, canvas tote"),
    styles: list("oversized, leather, woven, zip-top, reversible, printed"),
    colours: ["camel", "black", "burgundy"],
    price: [35, 240],
  },
  hat: {
    names: list("bucket hat, fedora, beanie, straw hat, sun hat, beret"),
    styles: list("wool, wide-brim, ribbed, packable, felted, linen"),
    colours: ["black", "cream", "red"],
    price: [30, 130],
  },
  cap: {
    names: list("baseball cap, six-panel cap, corduroy cap, trucker cap, wool cap"),
    styles: list("washed, classic, embroidered, unstructured"),
    colours: ["navy", "beige"],
    price: [22, 55],
  },
  scarf: {
    names: list("silk scarf, wool scarf, cashmere scarf, bandana, blanket scarf, square scarf"),
    styles: list("printed, fringed, ribbed, oversized, checked, lightweight"),
    colours: ["red", "cream", "black"],
    price: [30, 190],
  },
  gloves: {
    names: list("leather gloves, knit gloves, mittens, driving gloves, touchscreen gloves"),
    styles: list("cashmere-lined, ribbed, wool, shearling, classic"),
    colours: ["brown", "black", "grey"],
    price: [30, 120],
  },
  sunglasses: {
    names: list("sunglasses, cat-eye sunglasses, aviator sunglasses, round sunglasses, square sunglasses"),
    styles: list("acetate, tortoiseshell, polarised, oversized, thin-frame, classic"),
    colours: ["black", "cream", "red"],
    price: [85, 260],
  },
  glasses: {
    names: list("reading glasses, optical frames, round glasses, blue-light glasses, rectangle frames"),
    styles: list("acetate, wire, clear, tortoiseshell, thin, classic"),
    colours: ["black", "brown"],
    price: [60, 290],
  },
  jewellery: {
    names: list(
      "hoop earrings, signet ring, chain necklace, pendant necklace, cuff bracelet, stud earrings, pearl necklace",
    ),
    styles: list("gold-plated, sterling silver, recycled gold, beaded, chunky, delicate"),
    colours: ["yellow", "grey"],
    price: [30, 340],
  },
  socks: {
    names: list("socks, ankle socks, crew socks, sports socks, wool socks"),
    styles: list("ribbed, merino, striped, organic cotton, cushioned, three-pack of"),
    colours: ["grey", "navy", "red"],
    price: [10, 32],
  },
  tie: {
    names: list("tie, silk tie, knit tie, wool tie, bow tie"),
    styles: list("slim, striped, polka-dot, paisley, classic, grenadine"),
    colours: ["navy", "burgundy"],
    price: [40, 120],
  },
  bikini: {
    names: list("bikini, triangle bikini, bandeau bikini, high-waist bikini, halter bikini"),
    styles: list("ribbed, recycled, printed, crinkle, tie-side, sporty"),
    colours: ["navy", "yellow", "red"],
    price: [50, 150],
  },
  swimsuit: {
    names: list("swimsuit, one-piece, scoop-back swimsuit, racer-back swimsuit, plunge swimsuit"),
    styles: list("ribbed, recycled, belted, classic, cut-out, sculpting"),
    colours: ["navy", "yellow", "red"],
    price: [60, 200],
  },
  lipstick: {
    names: list("lipstick, satin lipstick, matte lipstick, lip tint, tinted lip balm, lip crayon"),
    styles: list("long-wear, refillable, sheer, velvet, hydrating, creamy"),
    colours: ["red", "pink", "burgundy"],
    price: [16, 42],
  },
  fragrance: {
    names: list("eau de parfum, eau de toilette, perfume oil, solid perfume"),
    styles: list("fig and cedar, neroli, vetiver, rose and oud, sea salt, amber, white tea"),
    colours: ["cream", "pink"],
    price: [55, 190],
  },
};

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
