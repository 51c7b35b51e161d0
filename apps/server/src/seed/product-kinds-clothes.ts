// The demo catalogue's clothes: the names, colours and prices of each kind of top, bottom, dress and coat
// the stores sell (seed/product-kinds.ts gathers them with the rest).
import type { KindsOf } from "./product-kind.ts";
import { list } from "./product-words.ts";

export const CLOTHES_KINDS: KindsOf<"tops" | "bottoms" | "dresses" | "outerwear"> = {
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
};
