import { type ContactMessageBody, contactEndpoints as endpoints } from "@cbm/contracts";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";

/** Sends a contact message; the bearer token goes along when there is a session, so the server knows the sender. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactMessageBody) => call(endpoints.send, { body }),
  });
}
