import type { StyleProfile } from "@cbm/contracts";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { WithAnswers } from "../../../components/questionnaire/index.ts";
import { styleProfileQuery } from "../questionnaire.ts";

/**
 * Renders `children` with the signed-in user's style profile, and the loading and failure states until
 * then. `fresh` waits for a new read: where the questionnaire resumes also depends on what other pages
 * change (an address added answers the address step).
 */
export function WithStyleProfile({
  fresh = false,
  children,
}: {
  fresh?: boolean;
  children: (profile: StyleProfile) => ReactNode;
}) {
  const query = useQuery({ ...styleProfileQuery(), refetchOnMount: fresh ? "always" : true });
  return (
    <WithAnswers query={query} what="your style profile" fresh={fresh}>
      {children}
    </WithAnswers>
  );
}
