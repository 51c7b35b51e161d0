import {
  freeSlug,
  type OwnStore,
  SHIPPING_LIMITS,
  SHIPPING_METHOD_DELETED,
  type ShippingMethod,
  type ShippingMethodBody,
  type ShippingMethodList,
  STORE_SLUG_MAX,
  type Store,
  type StoreBody,
  type StorePage,
  type StoreSearchQuery,
  storeSlugFrom,
} from "@cbm/contracts";
import { type Executor, inTransaction, isUniqueClash, type Tx } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { numberedPage, pagingOf } from "../../platform/paging.ts";
import { keptOrPreparedPicture } from "../uploads/index.ts";
import * as repo from "./repo.ts";
import type { ShippingMethodRow, StoreRow } from "./tables.ts";

const NO_STORE = "We could not find this store.";
const NO_METHOD = "We could not find this shipping method.";
const METHOD_NAME_TAKEN = "Your store has a shipping method of this name";
const CURRENCY_LOCKED = "The currency is fixed once the store has orders";

/** A new store's terms until its retailer sets them: the peers' common defaults. */
const NEW_STORE = { currency: "USD", handlingDays: 3, returnWindowDays: 30 } as const;

function toMethod(row: ShippingMethodRow): ShippingMethod {
  return {
    id: row.id,
    name: row.name,
    priceMinor: row.priceMinor,
    freeOverMinor: row.freeOverMinor,
    minDays: row.minDays,
    maxDays: row.maxDays,
    countries: row.countries,
    active: row.active,
  };
}

function toStore(row: StoreRow, activeMethods: ShippingMethodRow[]): Store {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    logo: row.logo,
    banner: row.banner,
    description: row.description,
    currency: row.currency,
    handlingDays: row.handlingDays,
    returnWindowDays: row.returnWindowDays,
    returnPolicy: row.returnPolicy,
    contactEmail: row.contactEmail,
    vacation: { on: row.vacation, message: row.vacationMessage, returnsOn: row.vacationReturnsOn },
    status: row.status,
    productCount: row.productCount,
    shippingMethods: activeMethods.map(toMethod),
  };
}

const methodFields = (body: ShippingMethodBody): repo.MethodFields => ({
  name: body.name,
  priceMinor: body.priceMinor,
  freeOverMinor: body.freeOverMinor ?? null,
  minDays: body.minDays,
  maxDays: body.maxDays,
  countries: body.countries,
  active: body.active,
});

/** An active store, by id or address, as shoppers see it. */
async function shownStore(db: Executor, idOrSlug: string): Promise<Store | undefined> {
  const row = await repo.activeStore(db, idOrSlug);
  return row && toStore(row, await repo.methodsOf(db, row.id, true));
}

/** Retailers' stores: their configuration, their shipping methods, and the stores shoppers browse. */
export function storesService({ database, storage }: Pick<Deps, "database" | "storage">) {
  const { db } = database;

  /** `work` in the caller's transaction (the demo seed's), or in one of its own. */
  const transaction = <T>(work: (tx: Executor) => Promise<T>, tx?: Tx) =>
    tx ? work(tx) : inTransaction(db, work);

  async function ownRow(ownerId: string, tx: Executor = db): Promise<StoreRow> {
    const row = await repo.storeOfOwner(tx, ownerId);
    if (!row) throw AppError.notFound(NO_STORE);
    return row;
  }

  async function ownStore(row: StoreRow, tx: Executor = db): Promise<OwnStore> {
    const active = await repo.methodsOf(tx, row.id, true);
    return { ...toStore(row, active), currencyLocked: row.firstOrderAt !== null, canSell: active.length > 0 };
  }

  /** A store's address from its owner's name; `own` marks it with the owner's id, which no one else has. */
  function storeAddressBase(owner: { id: string; name: string }, own: boolean): string {
    const fromName = storeSlugFrom(owner.name);
    const mark = owner.id.slice(0, own ? 6 : 8);
    if (!fromName) return `store-${mark}`;
    return own ? `${fromName.slice(0, STORE_SLUG_MAX - 11).replace(/-+$/, "")}-${mark}` : fromName;
  }

  /** A free address for a store named `name` (the store's own address stays its own). */
  async function freeStoreSlug(name: string, fallback: string, own?: string): Promise<string> {
    const base = storeSlugFrom(name) || fallback;
    const taken = await repo.slugsLike(db, base.slice(0, STORE_SLUG_MAX - 4));
    if (own) taken.delete(own);
    return freeSlug(base, taken);
  }

  return {
    /**
     * Opens a store for each new retailer, named after them, in the caller's transaction; a retailer who
     * has one keeps it. Two retailers of one name registering at once may both pick the same address:
     * the one whose insert loses to the unique index picks again, from its own id.
     */
    async openStores(owners: { id: string; name: string }[], tx: Executor = db): Promise<void> {
      let waiting = owners;
      for (let attempt = 0; waiting.length > 0; attempt++) {
        if (attempt === 3) throw new Error("No free store address after 3 attempts");
        const taken = new Set<string>();
        const rows = [];
        for (const owner of waiting) {
          const base = storeAddressBase(owner, attempt > 0);
          const slug = freeSlug(base, new Set([...taken, ...(await repo.slugsLike(tx, base))]));
          taken.add(slug);
          rows.push({ ownerId: owner.id, slug, name: owner.name, ...NEW_STORE });
        }
        await repo.insertedStores(tx, rows);
        const opened = await repo.ownersWithStores(
          tx,
          waiting.map((owner) => owner.id),
        );
        waiting = waiting.filter((owner) => !opened.has(owner.id));
      }
    },

    own: async (ownerId: string) => ownStore(await ownRow(ownerId)),

    /** The unique index decides who gets an address, so two retailers asking at once cannot both have it. */
    async configure(ownerId: string, body: StoreBody, tx: Executor = db): Promise<OwnStore> {
      const current = await ownRow(ownerId, tx);
      if (body.currency !== current.currency && current.firstOrderAt !== null)
        throw AppError.field("currency", CURRENCY_LOCKED);
      const [logo, banner] = await Promise.all([
        keptOrPreparedPicture(storage, body.logo ?? null, "logo", current.logo),
        keptOrPreparedPicture(storage, body.banner ?? null, "storeBanner", current.banner),
      ]);
      try {
        const updated = await repo.updatedStore(tx, current.id, {
          name: body.name,
          slug: body.slug,
          logo,
          banner,
          description: body.description ?? null,
          currency: body.currency,
          handlingDays: body.handlingDays,
          returnWindowDays: body.returnWindowDays,
          returnPolicy: body.returnPolicy ?? null,
          contactEmail: body.contactEmail ?? null,
          vacation: body.vacation,
          vacationMessage: body.vacation ? (body.vacationMessage ?? null) : null,
          vacationReturnsOn: body.vacation ? (body.vacationReturnsOn ?? null) : null,
        });
        if (!updated) throw AppError.notFound(NO_STORE);
        return ownStore(updated, tx);
      } catch (error) {
        if (!isUniqueClash(error, "stores_slug_unique")) throw error;
        const free = await freeStoreSlug(body.name, body.slug, current.slug);
        throw AppError.field("slug", `This store address is taken. Try “${free}”.`);
      }
    },

    async list(query: StoreSearchQuery): Promise<StorePage> {
      const { rows, total } = await inTransaction(db, (tx) =>
        repo.activeStorePage(tx, query.keyword, pagingOf(query)),
      );
      const cards = rows.map(({ id, slug, name, logo, banner, description, productCount }) => ({
        id,
        slug,
        name,
        logo,
        banner,
        description,
        productCount,
      }));
      return numberedPage(query, cards, total);
    },

    async get(idOrSlug: string): Promise<Store> {
      const store = await shownStore(db, idOrSlug);
      if (!store) throw AppError.notFound(NO_STORE);
      return store;
    },

    // ---- shipping methods ----

    async methods(ownerId: string): Promise<ShippingMethodList> {
      const store = await ownRow(ownerId);
      return { items: (await repo.methodsOf(db, store.id)).map(toMethod) };
    },

    /** One at a time per store (the store's row is locked), so the limit holds under concurrent adds. */
    async addMethod(ownerId: string, body: ShippingMethodBody, inCallers?: Tx): Promise<ShippingMethod> {
      return transaction(async (tx) => {
        const store = await ownRow(ownerId, tx);
        await repo.lockStore(tx, store.id);
        if ((await repo.methodCount(tx, store.id)) >= SHIPPING_LIMITS.methods)
          throw AppError.field(
            "name",
            `A store can have at most ${SHIPPING_LIMITS.methods} shipping methods`,
          );
        const row = await repo.insertedMethod(tx, store.id, methodFields(body));
        if (!row) throw AppError.field("name", METHOD_NAME_TAKEN);
        return toMethod(row);
      }, inCallers);
    },

    async changeMethod(ownerId: string, id: string, body: ShippingMethodBody): Promise<ShippingMethod> {
      const store = await ownRow(ownerId);
      try {
        const row = await repo.updatedMethod(db, store.id, id, methodFields(body));
        if (!row) throw AppError.notFound(NO_METHOD);
        return toMethod(row);
      } catch (error) {
        if (isUniqueClash(error, "shipping_methods_store_name_idx"))
          throw AppError.field("name", METHOD_NAME_TAKEN);
        throw error;
      }
    },

    async removeMethod(ownerId: string, id: string) {
      const store = await ownRow(ownerId);
      if (!(await repo.deletedMethod(db, store.id, id))) throw AppError.notFound(NO_METHOD);
      return { message: SHIPPING_METHOD_DELETED };
    },
  };
}

export type StoresService = ReturnType<typeof storesService>;
