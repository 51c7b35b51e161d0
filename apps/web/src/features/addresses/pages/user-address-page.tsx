import { useQuery } from "@tanstack/react-query";
import { notify } from "../../../lib/notify.ts";
import { useSkipStyleStep, useStyleStepFlow } from "../../style/index.ts";
import { addressesQuery } from "../api.ts";
import { AddressFields, useAddressForm } from "../components/address-form.tsx";
import { AddressStep, useAddressStepPages } from "./address-step.tsx";

/** `/questionnaire/user-address`: add a delivery address, then on to the address book. */
export function UserAddressPage() {
  const pages = useAddressStepPages();
  const flow = useStyleStepFlow("user-address");
  const skip = useSkipStyleStep("user-address");
  const addresses = useQuery(addressesQuery());
  const first = (addresses.data?.total ?? 0) === 0;
  const { form, submit, saving } = useAddressForm({
    onSaved: () => {
      notify.success("Your address was added.");
      pages.book();
    },
  });

  return (
    <AddressStep
      title={first ? "Where should we deliver?" : "Add an address"}
      lead="Orders go to your default address unless you choose another at checkout. Only you and the shops you buy from see it."
      onContinue={() => submit()}
      saving={saving}
      continueLabel="Save address"
      // With addresses already kept, this page was opened from the address book: Back returns there.
      onBack={first ? flow.back : pages.book}
      onSkip={
        first && !flow.origin
          ? () => skip.mutate(undefined, { onSuccess: flow.next, onError: notify.error })
          : undefined
      }
      skipping={skip.isPending}
    >
      <AddressFields form={form} />
    </AddressStep>
  );
}
