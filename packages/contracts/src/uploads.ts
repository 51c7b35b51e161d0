import { z } from "zod";
import { requiredText } from "./common.ts";
import { endpoint } from "./endpoint.ts";

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"] as const;
export const ImageTypeSchema = z.enum(IMAGE_TYPES, {
  error: "Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded",
});
export type ImageType = z.infer<typeof ImageTypeSchema>;

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const CreateUploadSchema = z.object({
  contentType: ImageTypeSchema,
  size: z
    .number({ error: "Size must be a number of bytes" })
    .int("Size must be a whole number of bytes")
    .min(1, "The file is empty")
    .max(UPLOAD_MAX_BYTES, "The file must be at most 10 MB"),
  fileName: requiredText("File name", 255),
});
export type CreateUpload = z.infer<typeof CreateUploadSchema>;

export const UploadTicketSchema = z.object({ uploadUrl: z.string(), location: z.string() });
export type UploadTicket = z.infer<typeof UploadTicketSchema>;

/** Where an uploaded image is served: `/media/<key>`, optionally behind the public host. */
export const MediaLocationSchema = z
  .string({ error: "Image must be the location of an uploaded image" })
  .trim()
  .max(500, "Image must be the location of an uploaded image")
  .regex(
    /^(https?:\/\/[^\s/]+(\/[^\s]*)?)?\/media\/[a-z0-9-]+\.(jpg|png|webp|gif|avif)$/,
    "Image must be the location of an uploaded image",
  );

/** One resized WebP rendition of an image. */
export const ImageVariantSchema = z.object({ url: z.string(), width: z.number().int().positive() });
export type ImageVariant = z.infer<typeof ImageVariantSchema>;

/**
 * An image as pages show it: `url`, `width` and `height` are those of the largest variant (so a page
 * can reserve the aspect ratio), and `variants`, ascending by width, feed `srcset`.
 */
export const ImageSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  variants: z.array(ImageVariantSchema),
});
export type Image = z.infer<typeof ImageSchema>;

/** `{key}` of the embedded storage's upload and media URLs. */
export const StorageKeyParamsSchema = z.object({ key: z.string() });

/** The terms the embedded storage signed into an upload URL. */
export const SignedUploadQuerySchema = z.object({
  expires: z.coerce.number().int().positive(),
  size: z.coerce.number().int().min(1).max(UPLOAD_MAX_BYTES),
  type: ImageTypeSchema,
  signature: z.string().min(1).max(100),
});

/** The raw bytes of a file, streamed: a raw upload's body, and an image as `/media` sends it. */
export interface ByteStream {
  pipe: (...args: never[]) => unknown;
}
export const ImageBytesSchema = z
  .custom<ByteStream>(
    (value) => typeof (value as Partial<ByteStream> | null)?.pipe === "function",
    "The body must be the image file",
  )
  .meta({ type: "string", format: "binary", description: "The image" });

export const uploadsEndpoints = {
  ticket: endpoint({
    method: "POST",
    path: "/v1/uploads",
    access: "signed-in",
    summary: "Get a URL to PUT one image to, and the location it will then be served at",
    body: CreateUploadSchema,
    response: UploadTicketSchema,
  }),
  // The embedded storage's stand-ins for S3: the signed URL authorises the PUT, and /media is public.
  store: endpoint({
    method: "PUT",
    path: "/v1/uploads/:key",
    access: "anyone",
    summary: "The upload URL of the embedded storage: PUT the raw image here",
    params: StorageKeyParamsSchema,
    query: SignedUploadQuerySchema,
    body: ImageBytesSchema,
    consumes: IMAGE_TYPES,
    status: 204,
    response: z.null().meta({ type: "null", description: "The image is stored" }),
  }),
  media: endpoint({
    method: "GET",
    path: "/media/:key",
    access: "anyone",
    summary: "An uploaded image",
    params: StorageKeyParamsSchema,
    produces: IMAGE_TYPES,
    response: ImageBytesSchema,
  }),
};
