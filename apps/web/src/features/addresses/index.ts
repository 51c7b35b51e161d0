// The face of addresses: what other rooms may use. Pages load on first visit.
import { lazyPage } from "../../lib/lazy-page.ts";

export { AddressBook } from "./components/address-book.tsx";
export { browserCountry, COUNTRY_OPTIONS } from "./countries.ts";

export const UserAddressPage = lazyPage(() => import("./pages/user-address-page.tsx"), "UserAddressPage");
export const ManageAddressPage = lazyPage(
  () => import("./pages/manage-address-page.tsx"),
  "ManageAddressPage",
);
export const UpdateUserAddressPage = lazyPage(
  () => import("./pages/update-user-address-page.tsx"),
  "UpdateUserAddressPage",
);
