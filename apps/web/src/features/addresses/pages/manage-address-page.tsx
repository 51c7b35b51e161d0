import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { styleKeys, useStyleStepFlow } from "../../style/index.ts";
import { addressesQuery } from "../api.ts";
import { AddressBook } from "../components/address-book.tsx";
import { AddressStep, useAddressStepPages } from "./address-step.tsx";

/** `/questionnaire/manage-address`: the address book, then on with the questionnaire. */
export function ManageAddressPage() {
  const queryClient = useQueryClient();
  const pages = useAddressStepPages();
  const flow = useStyleStepFlow("user-address");
  const addresses = useQuery(addressesQuery());

  // The step counts as answered once an address exists: the questionnaire must read a fresh profile, or
  // its cached one would send the person straight back here.
  const [leaving, setLeaving] = useState(false);
  const onContinue = async () => {
    setLeaving(true);
    await queryClient.invalidateQueries({ queryKey: styleKeys.all, refetchType: "all" });
    flow.next();
  };

  return (
    <AddressStep
      title="Your delivery addresses"
      lead="Your default address comes first at checkout. Add, change or remove addresses whenever you like."
      onContinue={() => void onContinue()}
      saving={leaving}
      onBack={flow.back}
      continueDisabled={!addresses.data?.total}
    >
      <AddressBook onAdd={pages.add} onEdit={(address) => pages.edit(address.id)} />
    </AddressStep>
  );
}
