import type { OwnStore, ShippingMethod } from "@cbm/contracts";
import { session } from "../../lib/session.ts";
import { me } from "../../testing/users.ts";

/** A retailer signed in, as the pages read the session. */
export const signedInRetailer = () =>
  session.save({
    accessToken: "token-abcdefghij",
    refreshToken: "refresh",
    expiresIn: 900,
    user: { ...me, roles: ["retailer"] },
  });

let serial = 0;
export function shippingMethod(name: string, fields: Partial<ShippingMethod> = {}): ShippingMethod {
  serial++;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, "0")}`,
    name,
    priceMinor: 490,
    freeOverMinor: null,
    minDays: 2,
    maxDays: 5,
    countries: [],
    active: true,
    ...fields,
  };
}

export function ownStore(fields: Partial<OwnStore> = {}): OwnStore {
  return {
    id: "5f1c0a4e-2222-4a57-9a0e-1a2b3c4d5e6f",
    slug: "iris-apfel",
    name: "Iris Apfel",
    logo: null,
    banner: null,
    description: null,
    currency: "USD",
    handlingDays: 3,
    returnWindowDays: 30,
    returnPolicy: null,
    contactEmail: null,
    vacation: { on: false, message: null, returnsOn: null },
    status: "active",
    productCount: 0,
    shippingMethods: [],
    currencyLocked: false,
    canSell: false,
    ...fields,
  };
}
