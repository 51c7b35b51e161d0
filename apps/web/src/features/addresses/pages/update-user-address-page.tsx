import type { Address } from "@cbm/contracts";
import { Button, EmptyState, Skeleton, Stack } from "@mantine/core";
import { IconMapPinOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { messageFor } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { OutsideStepFrame } from "../../style/index.ts";
import { addressQuery } from "../api.ts";
import { AddressFields, useAddressForm } from "../components/address-form.tsx";
import { useAddressStepPages } from "./address-step-pages.ts";

const TITLE = "Edit address";
const LEAD = "Orders you place from now on go to the address as you save it here.";

function EditAddress({ address }: { address: Address }) {
  const pages = useAddressStepPages();
  const { form, submit, saving } = useAddressForm({
    address,
    onSaved: () => {
      notify.success("Your address was updated.");
      pages.book();
    },
  });
  return (
    <OutsideStepFrame
      step="user-address"
      title={TITLE}
      lead={LEAD}
      onContinue={() => submit()}
      saving={saving}
      continueLabel="Save changes"
      onBack={pages.book}
    >
      <AddressFields form={form} />
    </OutsideStepFrame>
  );
}

/** `/questionnaire/update-user-address/{id}`: change one address, then back to the address book. */
export function UpdateUserAddressPage() {
  const { id } = useParams({ from: "/authenticated/questionnaire/update-user-address/$id" });
  const pages = useAddressStepPages();
  const address = useQuery(addressQuery(id));
  if (address.data) return <EditAddress address={address.data} />;
  return (
    <OutsideStepFrame
      step="user-address"
      title={TITLE}
      lead={LEAD}
      onContinue={pages.book}
      continueDisabled
      onBack={pages.book}
    >
      {address.isError ? (
        <EmptyState
          icon={<IconMapPinOff size={28} aria-hidden />}
          variant="light"
          title="We could not open this address"
          description={messageFor(address.error)}
        >
          <EmptyState.Actions>
            <Button variant="light" onClick={pages.book}>
              Back to your addresses
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <Stack gap="md" role="status" aria-busy aria-label="Loading the address">
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      )}
    </OutsideStepFrame>
  );
}
