import { type ImageType, uploadsEndpoints } from "@cbm/contracts";
import { call } from "../../lib/api-client.ts";
import { ApiError } from "../../lib/api-error.ts";

/** Uploads one image: a ticket from the API (signed in), then the raw file PUT to its URL. Answers the location. */
export async function uploadImage(file: File): Promise<string> {
  const ticket = await call(uploadsEndpoints.ticket, {
    body: { contentType: file.type as ImageType, size: file.size, fileName: file.name },
  });
  const response = await fetch(ticket.uploadUrl, {
    method: "PUT",
    headers: { "content-type": file.type },
    body: file,
  });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text || null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {}
    throw new ApiError(response.status, body);
  }
  return ticket.location;
}
