import { type ReportBody, reportsEndpoints } from "@cbm/contracts";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";

/** What can be reported, and which one. */
export interface Reported {
  kind: keyof typeof reportsEndpoints;
  id: string;
}

/** Files a report; the answer's message thanks the reporter. */
export function useFileReport(reported: Reported) {
  return useMutation({
    mutationFn: (body: ReportBody) =>
      call(reportsEndpoints[reported.kind], { params: { id: reported.id }, body }),
  });
}
