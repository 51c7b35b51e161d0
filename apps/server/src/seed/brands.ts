import type { BrandsService } from "../modules/brands/index.ts";
import type { Tx } from "../platform/db.ts";
import type { Storage } from "../platform/storage.ts";
import { storedBrandLogo } from "./brand-logos.ts";

/** Invented labels (none is a real brand), each with a line about what it makes. */
export const DEMO_BRANDS: readonly { name: string; description: string }[] = [
  { name: "Maison Orvelle", description: "Soft tailoring cut in Paris and finished by hand." },
  { name: "Lumen & Thread", description: "Featherweight shirting in cotton voile and silk." },
  { name: "Velloria", description: "Evening dresses in bias-cut satin and velvet." },
  { name: "Northbay Denim", description: "Selvedge jeans woven on narrow looms, raw or rinsed." },
  { name: "Costa Linea", description: "Linen for long summers: shirts, trousers and wide dresses." },
  { name: "Fable Row", description: "Printed skirts and blouses in small seasonal runs." },
  { name: "Olea Knitwear", description: "Merino and cashmere knits, made to be mended." },
  { name: "Sable Street", description: "City outerwear: trench coats, parkas and quilted liners." },
  { name: "Ivory Tern", description: "Bridal separates and occasion wear in ivory and blush." },
  { name: "Kestrel & Co", description: "Waxed cotton jackets and field bags for wet weekends." },
  { name: "Marlowe Hart", description: "Relaxed menswear: overshirts, chinos and soft blazers." },
  { name: "Tessellate", description: "Geometric prints on recycled polyester scarves." },
  { name: "Rue Calme", description: "Quiet basics in organic cotton jersey." },
  { name: "Hollis Grey", description: "Monochrome wardrobe staples in every shade of grey." },
  { name: "Saffron Mile", description: "Running and studio wear in bright, fast-drying fabrics." },
  { name: "Juniper Loom", description: "Handwoven throws, ponchos and shawls." },
  { name: "Aster Vale", description: "Floral tea dresses and cardigans with pearl buttons." },
  { name: "Corvo Milano", description: "Leather loafers and ankle boots, Blake-stitched." },
  { name: "Palisade Studio", description: "Architectural coats in double-faced wool." },
  { name: "Linden Atelier", description: "Made-to-measure shirts with mother-of-pearl buttons." },
  { name: "Quillon", description: "Fine jewellery in recycled gold with ethical stones." },
  { name: "Wren & Willow", description: "Children's clothes that survive the playground." },
  { name: "Solenne", description: "Silk lingerie and loungewear in muted tones." },
  { name: "Ondine Swim", description: "Swimwear cut from regenerated ocean nylon." },
  { name: "Cairn Outdoor", description: "Trail shells and fleeces for walking in town and hills." },
  { name: "Bellwether Shoes", description: "Resoleable sneakers with natural rubber soles." },
  { name: "Oxbow Leather", description: "Belts, wallets and totes from vegetable-tanned hides." },
  { name: "Verdigris", description: "Brass and copper earrings with a patina that changes." },
  { name: "Halcyon Knit", description: "Chunky hand-knits from a women's cooperative." },
  { name: "Ember & Ash", description: "Dark denim and black leather for late nights." },
  { name: "Noor Modest", description: "Modest fashion with modern lines: abayas, tunics, wraps." },
  { name: "Kōyō Studio", description: "Japanese-inspired workwear in indigo and persimmon." },
  { name: "Zephyrine", description: "Airy summer hats, straw bags and sandals." },
  { name: "Gilded Fern", description: "Vintage-inspired party dresses with sequins and fringe." },
  { name: "Pampas Collective", description: "Upcycled denim and patchwork jackets." },
  { name: "Riviera Nine", description: "Resort shirts, swim shorts and linen suits." },
  { name: "Minuit Paris", description: "Little black dresses and tuxedo jackets for after dark." },
  { name: "Sorrel Street", description: "Affordable everyday pieces for growing wardrobes." },
  { name: "Ansel & Pike", description: "Heritage tweed caps, scarves and gloves." },
  { name: "Yarrow", description: "Plant-dyed cotton loungewear and sleep sets." },
  { name: "Dune Atelier", description: "Sand-toned suede jackets and desert boots." },
  { name: "Ostara", description: "Spring pastels: trench dresses and light knits." },
  { name: "Luma Eyewear", description: "Acetate frames and sunglasses, handmade in small batches." },
  { name: "Cypress & Clay", description: "Ceramic-bead jewellery and hand-thrown buttons." },
  { name: "Mercer Lane", description: "Smart office wear: tailored trousers and silk blouses." },
  { name: "Petal Press", description: "Romantic prints on crêpe blouses and midi skirts." },
];

/** Inserts the brand catalogue with its generated logos, in the caller's transaction; answers how many. */
export async function seedBrands(brands: BrandsService, storage: Storage, tx: Tx): Promise<number> {
  const logos = await Promise.all(DEMO_BRANDS.map((brand) => storedBrandLogo(storage, brand.name)));
  for (const [index, brand] of DEMO_BRANDS.entries()) {
    await brands.create({ ...brand, logo: logos[index] }, tx);
  }
  return DEMO_BRANDS.length;
}
