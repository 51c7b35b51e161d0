import {
  ADDRESS_DELETED,
  ADDRESS_LIMIT,
  type Address,
  type AddressBody,
  type AddressPage,
  type MessageResponse,
  type PageQuery,
} from "@cbm/contracts";
import { type Executor, lockedThingsOf } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { numberedPage, pagingOf } from "../../platform/paging.ts";
import * as repo from "./repo.ts";
import type { AddressRow } from "./tables.ts";

function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    label: row.label,
    fullName: row.fullName,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    region: row.region,
    postalCode: row.postalCode,
    country: row.country,
    phone: row.phone,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A body replaces every field: what it leaves out is cleared. */
function fieldsOf(body: AddressBody): repo.AddressFields {
  return {
    label: body.label ?? null,
    fullName: body.fullName,
    line1: body.line1,
    line2: body.line2 ?? null,
    city: body.city,
    region: body.region ?? null,
    postalCode: body.postalCode,
    country: body.country,
    phone: body.phone ?? null,
  };
}

const NOT_FOUND = "We could not find this address.";

/** A person's delivery addresses; every change that touches the default runs one at a time per person. */
export function addressesService({ database }: Pick<Deps, "database">) {
  const { db } = database;

  /** Runs `work` with the user's addresses locked: the limit and the one default hold under concurrency. */
  const locked = lockedThingsOf("addresses", db);

  /** The user's address; another user's is a 404, like one that does not exist. */
  async function owned(executor: Executor, userId: string, id: string): Promise<AddressRow> {
    const row = await repo.addressOf(executor, userId, id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row;
  }

  return {
    /** The default first, then the newest. */
    async list(userId: string, query: PageQuery): Promise<AddressPage> {
      const { rows, total } = await repo.addressPage(db, userId, pagingOf(query));
      return numberedPage(query, rows.map(toAddress), total);
    },

    get: async (userId: string, id: string): Promise<Address> => toAddress(await owned(db, userId, id)),

    /** At most ADDRESS_LIMIT addresses; the first one becomes the default. */
    create: (userId: string, body: AddressBody): Promise<Address> =>
      locked(userId, async (tx) => {
        const count = await repo.addressCount(tx, userId);
        if (count >= ADDRESS_LIMIT) {
          throw AppError.field(
            "addresses",
            `You can keep at most ${ADDRESS_LIMIT} addresses. Delete one to add another.`,
          );
        }
        const row = await repo.insertedAddress(tx, { ...fieldsOf(body), userId, isDefault: count === 0 });
        return toAddress(row);
      }),

    async update(userId: string, id: string, body: AddressBody): Promise<Address> {
      const row = await repo.updatedAddress(db, userId, id, fieldsOf(body));
      if (!row) throw AppError.notFound(NOT_FOUND);
      return toAddress(row);
    },

    /** Deleting the default makes the most recent remaining address the default. */
    remove: (userId: string, id: string): Promise<MessageResponse> =>
      locked(userId, async (tx) => {
        const deleted = await repo.deletedAddress(tx, userId, id);
        if (!deleted) throw AppError.notFound(NOT_FOUND);
        if (deleted.isDefault) await repo.addressDefault.passOn(tx, userId);
        return { message: ADDRESS_DELETED };
      }),

    /** The address becomes the only default. Idempotent. */
    makeDefault: (userId: string, id: string): Promise<Address> =>
      locked(userId, async (tx) => {
        const address = await owned(tx, userId, id);
        if (!address.isDefault) await repo.addressDefault.make(tx, userId, id);
        return toAddress({ ...address, isDefault: true });
      }),
  };
}

export type AddressesService = ReturnType<typeof addressesService>;
