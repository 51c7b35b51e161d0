import type { MessageResponse, ReportBody } from "@cbm/contracts";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** Files a report at `url` (e.g. `/v1/user/{id}/report`); the answer's message thanks the reporter. */
export function useFileReport(url: string) {
  return useMutation({
    mutationFn: (body: ReportBody) => api<MessageResponse>(url, { method: "POST", body: { json: body } }),
  });
}
