import type { CreateUpload, ImageType, UploadTicket } from "@cbm/contracts";
import type { Config } from "../config.ts";
import { LocalStorage } from "./storage-local.ts";
import { S3Storage } from "./storage-s3.ts";

/**
 * Object storage for images. The embedded adapter keeps files under DATA_DIR and signs its own
 * expiring PUT URLs; the S3 adapter hands out real presigned URLs.
 */
export interface Storage {
  /** A URL the client PUTs the raw file to, and the location the image will be served at. */
  presign(upload: CreateUpload): Promise<UploadTicket>;
  /** Stores server-made bytes (demo data, generated images) and answers their location. */
  put(bytes: Buffer, contentType: ImageType): Promise<string>;
  /** Whether a location names a complete, valid image held by this storage. */
  holds(location: string): Promise<boolean>;
  /** The bytes stored at a location, or null when the location is not one of ours or holds nothing. */
  read(location: string): Promise<Buffer | null>;
}

/** Picks the adapter: S3 when S3_BUCKET is set, local disk under DATA_DIR otherwise. */
export function createStorage(config: Config, secret: string): Storage {
  const { S3_BUCKET } = config;
  return S3_BUCKET ? new S3Storage({ ...config, S3_BUCKET }) : new LocalStorage(config, secret);
}
