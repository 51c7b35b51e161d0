import { useNavigate } from "@tanstack/react-router";

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
