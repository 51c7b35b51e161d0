// The demo catalogue's other kinds: the names, colours and prices of its shoes, bags, accessories,
// swimwear and beauty (seed/product-kinds.ts gathers them with the clothes).
import type { KindsOf } from "./product-kind.ts";
import { list } from "./product-words.ts";

export const SHOES_BAGS_AND_MORE_KINDS: KindsOf<"shoes" | "bags" | "accessories" | "swimwear" | "beauty"> = {
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
