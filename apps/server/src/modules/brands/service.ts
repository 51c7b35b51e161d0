import type { Brand, BrandPage, BrandSearchQuery } from "@cbm/contracts";
import { type Executor, inTransaction } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { numberedPage, pagingOf } from "../../platform/paging.ts";
import { keptOrPreparedPicture } from "../uploads/index.ts";
import * as repo from "./repo.ts";
import type { BrandRow } from "./tables.ts";

/** What the admins (and the demo seed) give a brand. */
export interface BrandInput {
  name: string;
  description?: string | null;
  /** Location of an uploaded image, re-encoded before it is kept. */
  logo?: string | null;
  /** Hidden brands stay on the things that name them but are no longer offered. */
  active?: boolean;
}

function toBrand(row: BrandRow): Brand {
  return { id: row.id, name: row.name, slug: row.slug, logo: row.logo, description: row.description };
}

/** "Kōyō Studio" -> "koyo-studio". */
function slugOf(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const NOT_FOUND = "We could not find this brand.";
const TAKEN = "A brand with this name already exists";

export function brandsService({ database, storage }: Pick<Deps, "database" | "storage">) {
  const { db } = database;

  function slugFor(name: string): string {
    const slug = slugOf(name);
    if (!slug) throw AppError.field("name", "Name must have letters or digits");
    return slug;
  }

  return {
    /** The active brands matching the keyword (typos tolerated), best match first, else by name. */
    async search(query: BrandSearchQuery): Promise<BrandPage> {
      const { rows, total } = await inTransaction(db, (tx) =>
        repo.activeBrandPage(tx, query.keyword, pagingOf(query)),
      );
      return numberedPage(query, rows.map(toBrand), total);
    },

    /** Any brand, hidden ones too: the things that name a hidden brand still show it. */
    async byId(id: string): Promise<Brand> {
      const row = await repo.brandById(db, id);
      if (!row) throw AppError.notFound(NOT_FOUND);
      return toBrand(row);
    },

    /** A new brand, its slug made from the name; a 400 on name when the name or slug is taken. */
    async create(input: BrandInput, tx: Executor = db): Promise<Brand> {
      const logo = await keptOrPreparedPicture(storage, input.logo, "logo");
      const row = await repo.insertedBrand(tx, { ...input, logo, slug: slugFor(input.name) });
      if (!row) throw AppError.field("name", TAKEN);
      return toBrand(row);
    },

    /** Changes the given fields; a new name brings a new slug. */
    async update(id: string, changes: Partial<BrandInput>, tx: Executor = db): Promise<Brand> {
      const current = changes.logo ? await repo.brandById(tx, id) : undefined;
      const logo = await keptOrPreparedPicture(storage, changes.logo, "logo", current?.logo);
      const renamed =
        changes.name === undefined ? undefined : { name: changes.name, slug: slugFor(changes.name) };
      if (renamed && (await repo.brandNameTaken(tx, renamed, id))) throw AppError.field("name", TAKEN);
      const row = await repo.updatedBrand(tx, id, { ...changes, logo, ...renamed });
      if (!row) throw AppError.notFound(NOT_FOUND);
      return toBrand(row);
    },
  };
}

export type BrandsService = ReturnType<typeof brandsService>;
