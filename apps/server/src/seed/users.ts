import { randomBytes } from "node:crypto";
import type { Role } from "@cbm/contracts";
import { hashPassword } from "../modules/authorization/index.ts";
import type { NewUser, UserRow, UsersService } from "../modules/users/index.ts";
import type { Tx } from "../platform/db.ts";
import type { Storage } from "../platform/storage.ts";
import { storedAvatar } from "./avatars.ts";
import { type Random, randomFor } from "./random.ts";
import { DAY_MS, MINUTE_MS } from "./times.ts";

const DEMO_PASSWORD = "Password123!";

type Person = Omit<NewUser, "passwordHash" | "avatar">;

/** The accounts the README points people to, one per role. */
const DEMO_PEOPLE: Person[] = [
  {
    email: "admin@example.com",
    role: "admin",
    firstName: "Camille",
    lastName: "Laurent",
    sign: "Keeping the CBM runway on schedule, one season at a time.",
    phone: "+12125550100",
  },
  {
    email: "retailer@example.com",
    role: "retailer",
    firstName: "Isabella",
    lastName: "Moreau",
    sign: "Founder of Atelier Moreau: small-batch linen and slow fashion since 2012.",
    phone: "+13105550101",
  },
  {
    email: "influencer@example.com",
    role: "influencer",
    firstName: "Sofia",
    lastName: "Rossi",
    sign: "Vintage hunter, capsule wardrobes and outfit ideas for every day of the week.",
  },
  {
    email: "customer@example.com",
    role: "customer",
    firstName: "Emma",
    lastName: "Johnson",
    sign: "A good coat, better boots, and always a red lipstick.",
    phone: "+14155550102",
  },
];

export interface DemoAccount {
  email: string;
  password: string;
  role: Role;
}

/**
 * The demo accounts with their passwords: the README's, except that in production every admin's
 * password is drawn anew, known only from the one line that prints it.
 */
export function demoAccounts(production: boolean): DemoAccount[] {
  const adminPassword = production ? randomBytes(18).toString("base64url") : DEMO_PASSWORD;
  return DEMO_PEOPLE.map(({ email, role }) => ({
    email,
    role,
    password: role === "admin" ? adminPassword : DEMO_PASSWORD,
  }));
}

/** The demo accounts as the README lists them. */
export const DEMO_ACCOUNTS = demoAccounts(false);

/** How many more people of each role the demo has, beside the demo accounts. */
const CROWD: Record<Role, number> = { customer: 36, influencer: 14, retailer: 12, admin: 2 };

const FIRST_NAMES = (
  "Amara Aiko Alejandro Amélie Anaïs Andrés Aria Beatriz Chloé Clara Daniel Darius Elena Elif Farah " +
  "Gabriel Hana Hugo Imani Inès Isaac Jasmine José Julien Kai Kenji Layla Leila Liam Lucía Maya " +
  "Mateo Mei Nadia Naomi Noah Olivia Omar Priya Rafael Renée Rohan Sakura Samuel Selin Tariq " +
  "Valentina Yara Zara Zoë"
).split(" ");

const LAST_NAMES = (
  "Adeyemi Alvarez Andersen Bauer Bianchi Brennan Carter Castillo Chen Costa Dubois Evans Fernández " +
  "Fischer García Hansen Haddad Ito Kaur Kim Kowalski Lambert Lee Lindqvist Martín Mensah Meyer " +
  "Morales Müller Nakamura Nguyen Novak Okafor Patel Petrov Quinn Ramos Reyes Rossi Santos Schmidt " +
  "Silva Singh Suzuki Tanaka Vasquez Weber Wright Yilmaz Zhang"
).split(" ");

const SIGNS: Record<Role, readonly string[]> = {
  customer: [
    "Sneakers with everything, including the wedding.",
    "Collecting scarves faster than I can wear them.",
    "Neutral palette, loud accessories.",
    "Thrift first, then the boutique down the street.",
    "If it has pockets, I am buying it.",
    "Dressing for the weather I wish we had.",
    "Always hunting for the perfect white shirt.",
    "Minimalist wardrobe, maximalist earrings.",
    "Denim on denim, no regrets.",
    "Weekend market finds and one good leather bag.",
    "Trench coat season is my favourite season.",
    "Comfort first, but make it chic.",
    "Black is not a colour, it is a lifestyle.",
    "Linen in July, cashmere in January.",
    "Building a capsule wardrobe, slowly.",
    "Loafers, always loafers.",
    "Vintage sunglasses and a borrowed blazer.",
    "Colour blocking and bold prints.",
    "Saving up for the one coat that lasts ten years.",
    "Office by day, dance floor by night.",
    "Knitwear enthusiast, from chunky to fine gauge.",
    "Silk scarves tied every way I can think of.",
    "Hats on, rain or shine.",
    "Second-hand designer, first-hand joy.",
  ],
  influencer: [
    "Styling one piece five ways, every Monday.",
    "Sustainable style tips and honest reviews.",
    "Street style from Lisbon to Seoul.",
    "Petite fashion that fits, finally.",
    "Modest fashion, modern lines.",
    "Menswear staples, tailored and relaxed.",
    "Curvy style, zero rules.",
    "Runway looks on a high-street budget.",
    "Colour theory for your closet.",
    "Upcycling old favourites into new ones.",
    "Daily outfit diaries and seasonal hauls.",
    "The art of layering, explained.",
    "Vintage finds and the stories behind them.",
    "Accessories make the outfit: bags, belts, jewellery.",
  ],
  retailer: [
    "Independent boutique for hand-finished knitwear.",
    "Organic cotton basics, made to last.",
    "Curated vintage denim from the 70s to the 90s.",
    "Handmade leather bags from our own workshop.",
    "Swimwear cut from recycled ocean plastic.",
    "Tailoring studio: suits, shirts and alterations.",
    "Silk scarves printed in small runs.",
    "Shoes crafted by family cobblers since 1968.",
    "Everyday jewellery in recycled silver and gold.",
    "Kids' clothes that survive the playground.",
    "Outdoor wear for city weather.",
    "Occasion dresses, rented or bought.",
  ],
  admin: ["Looking after the CBM community.", "Keeping the marketplace fair and friendly."],
};

const AREA_CODES = ["212", "213", "305", "312", "404", "415", "512", "617", "646", "702"];

/**
 * Inserts the demo accounts and a crowd of people of every role, each with a generated avatar.
 * Admins take the demo admin's password, everyone else DEMO_PASSWORD: each hashed once, as argon2
 * is slow on purpose.
 */
export async function seedUsers(
  users: UsersService,
  storage: Storage,
  tx: Tx,
  accounts: DemoAccount[],
): Promise<UserRow[]> {
  const people = [...DEMO_PEOPLE, ...crowd()];
  const adminPassword = accounts.find((account) => account.role === "admin")?.password ?? DEMO_PASSWORD;
  const [hash, adminHash] = await Promise.all([hashPassword(DEMO_PASSWORD), hashPassword(adminPassword)]);
  const avatars = await Promise.all(people.map((person) => storedAvatar(storage, person.email)));
  const joined = randomFor("joined");
  const now = Date.now();
  return users.createMany(
    people.map((person, index) => ({
      ...person,
      passwordHash: person.role === "admin" ? adminHash : hash,
      avatar: avatars[index],
      createdAt: joinedAt(person, joined, now),
    })),
    tx,
  );
}

/** How long the community has been open: the demo admin joined then. */
const OPEN_FOR_DAYS = 180;

/**
 * When a person signed up: the demo admin when CBM opened and the other admins in its first month, the
 * other demo accounts three or four months ago, the crowd from then to yesterday, more of them lately (a
 * growing community: as many days ago as 1 - √u of the open days, so a handful joined this week).
 */
function joinedAt(person: Person, random: Random, now: number): Date {
  const share = random.int(0, 1_000_000) / 1_000_000;
  const admin = person.role === "admin";
  const days = DEMO_PEOPLE.includes(person)
    ? admin
      ? OPEN_FOR_DAYS
      : 80 + 40 * share
    : admin
      ? OPEN_FOR_DAYS - 30 * share
      : 1 + (OPEN_FOR_DAYS - 1) * (1 - Math.sqrt(share));
  return new Date(now - Math.round((days * DAY_MS) / MINUTE_MS) * MINUTE_MS);
}

function crowd(): Person[] {
  const random = randomFor("users");
  const taken = new Set(DEMO_PEOPLE.map((person) => person.email));
  return (Object.entries(CROWD) as [Role, number][]).flatMap(([role, count]) => {
    const signs = random.shuffled(SIGNS[role]);
    return Array.from({ length: count }, (_, index) => ({
      ...uniqueName(random, taken),
      role,
      sign: signs[index % signs.length],
      phone: random.chance(0.5) ? phoneNumber(random) : undefined,
    }));
  });
}

function uniqueName(random: Random, taken: Set<string>): Pick<Person, "firstName" | "lastName" | "email"> {
  for (;;) {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const email = `${emailPart(firstName)}.${emailPart(lastName)}@example.com`;
    if (taken.has(email)) continue;
    taken.add(email);
    return { firstName, lastName, email };
  }
}

/** "Zoë" -> "zoe", "Fernández" -> "fernandez". */
function emailPart(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
}

/** A 555-01xx number: reserved for fiction, so no real phone is ever texted. */
function phoneNumber(random: Random): string {
  return `+1${random.pick(AREA_CODES)}55501${String(random.int(0, 99)).padStart(2, "0")}`;
}
