import { useNavigate } from "@tanstack/react-router";
import { WizardFrame, type WizardFrameProps } from "../../../components/wizard/index.ts";
import { useStyleStepFlow } from "../../style/index.ts";

/** The questionnaire's address step: its pages share one place in the flow. */
export function AddressStep(props: Omit<WizardFrameProps, "step" | "total">) {
  const flow = useStyleStepFlow("user-address");
  return <WizardFrame step={flow.number} total={flow.total} {...props} />;
}

/** Moves between the address step's pages, keeping where the step was opened from (`?from=`). */
export function useAddressStepPages() {
  const navigate = useNavigate();
  return {
    book: () => void navigate({ to: "/questionnaire/manage-address", search: true }),
    add: () => void navigate({ to: "/questionnaire/user-address", search: true }),
    edit: (id: string) =>
      void navigate({ to: "/questionnaire/update-user-address/$id", params: { id }, search: true }),
  };
}
