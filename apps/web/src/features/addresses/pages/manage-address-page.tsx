import { useQuery } from "@tanstack/react-query";
import { OutsideStepFrame, useListPageFooter } from "../../style/index.ts";
import { addressesQuery } from "../api.ts";
import { AddressBook } from "../components/address-book.tsx";
import { useAddressStepPages } from "./address-step-pages.ts";

/** `/questionnaire/manage-address`: the address book, then on with the questionnaire. */
export function ManageAddressPage() {
  const pages = useAddressStepPages();
  const footer = useListPageFooter("user-address");
  const addresses = useQuery(addressesQuery());
  return (
    <OutsideStepFrame
      step="user-address"
      title="Your delivery addresses"
      lead="Your default address comes first at checkout. Add, change or remove addresses whenever you like."
      {...footer}
      continueDisabled={!addresses.data?.total}
    >
      <AddressBook onAdd={pages.add} onEdit={(address) => pages.edit(address.id)} />
    </OutsideStepFrame>
  );
}
