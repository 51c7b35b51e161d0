import type { ContactMessageBody, MessageResponse } from "@cbm/contracts";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** Sends a contact message; the bearer token goes along when there is a session, so the server knows the sender. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactMessageBody) =>
      api<MessageResponse>("/v1/contact", { method: "POST", body: { json: body } }),
  });
}
