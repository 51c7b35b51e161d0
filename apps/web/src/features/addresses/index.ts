// The face of addresses: what other rooms may use. Pages load on first visit.
import { lazyPage } from "../../lib/lazy-page.ts";

/**
 * The query options of the route loaders, in a chunk the pages share: api.ts imports values from the
 * contracts, whose module brings zod and every schema, so it stays out of the first load (decision 011).
 */
export const addressesQueries = () =>
  import("./api.ts").then(({ addressesQuery, addressQuery }) => ({ addressesQuery, addressQuery }));

export { AddressBook } from "./components/address-book.tsx";
export { PostalAddress } from "./components/address-card.tsx";
export { AddressForm } from "./components/address-form.tsx";
export { browserCountry, COUNTRY_OPTIONS, countryName } from "./countries.ts";
export { addressesQuery } from "./queries.ts";

export const UserAddressPage = lazyPage(() => import("./pages/user-address-page.tsx"), "UserAddressPage");
export const ManageAddressPage = lazyPage(
  () => import("./pages/manage-address-page.tsx"),
  "ManageAddressPage",
);
export const UpdateUserAddressPage = lazyPage(
  () => import("./pages/update-user-address-page.tsx"),
  "UpdateUserAddressPage",
);
