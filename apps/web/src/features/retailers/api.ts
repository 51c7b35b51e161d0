import { type RetailerLeadBody, retailerLeadEndpoints } from "@cbm/contracts";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";

/** Sends the public lead form; no account is needed, so no token is sent. */
export function useSendRetailerLead() {
  return useMutation({
    mutationFn: (lead: RetailerLeadBody) =>
      call(retailerLeadEndpoints.sendLead, { body: lead }, { auth: false }),
  });
}
