import { ImageTypeSchema, UPLOAD_MAX_BYTES } from "@cbm/contracts";

/** The upload rules of the server, checked before anything is sent. Answers a message, or null when fine. */
export function imageProblem(file: File): string | null {
  const type = ImageTypeSchema.safeParse(file.type);
  if (!type.success) return type.error.issues[0]?.message ?? "This file cannot be uploaded";
  if (file.size < 1) return "The file is empty";
  if (file.size > UPLOAD_MAX_BYTES) return "The file must be at most 10 MB";
  return null;
}
