import { useQuery } from "@tanstack/react-query";
import { notify } from "../../../lib/notify.ts";
import { OutsideStepFrame, useAddPageFooter } from "../../style/index.ts";
import { addressesQuery } from "../api.ts";
import { AddressFields, useAddressForm } from "../components/address-form.tsx";
import { useAddressStepPages } from "./address-step-pages.ts";

/** `/questionnaire/user-address`: add a delivery address, then on to the address book. */
export function UserAddressPage() {
  const pages = useAddressStepPages();
  const addresses = useQuery(addressesQuery());
  const first = (addresses.data?.total ?? 0) === 0;
  const footer = useAddPageFooter("user-address", { first, toList: pages.book });
  const { form, submit, saving } = useAddressForm({
    onSaved: () => {
      notify.success("Your address was added.");
      pages.book();
    },
  });

  return (
    <OutsideStepFrame
      step="user-address"
      title={first ? "Where should we deliver?" : "Add an address"}
      lead="Orders go to your default address unless you choose another at checkout. Only you and the shops you buy from see it."
      onContinue={() => submit()}
      saving={saving}
      continueLabel="Save address"
      {...footer}
    >
      <AddressFields form={form} />
    </OutsideStepFrame>
  );
}
