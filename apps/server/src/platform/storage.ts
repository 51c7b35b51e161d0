import type { CreateUpload, ImageType, UploadTicket } from "@cbm/contracts";
import type { Config } from "../config.ts";
import { LocalStorage } from "./storage-local.ts";
import { S3Storage } from "./storage-s3.ts";

/**
 * Object storage for images. The embedded adapter keeps files under DATA_DIR and signs its own
 * expiring PUT URLs; the S3 adapter hands out real presigned URLs.
 */
export interface Storage {
  /**
   * A URL the client PUTs the raw file to, and the location that names the upload. Nothing is served
   * there: what people send is only read to be re-encoded (uploads/images.ts) under a new location.
   */
  presign(upload: CreateUpload): Promise<UploadTicket>;
  /** Stores server-made bytes (demo data, generated images) and answers their location. */
  put(bytes: Buffer, contentType: ImageType): Promise<string>;
  /** The bytes stored at a location (server-made, or else as uploaded), or null when it holds nothing of ours. */
  read(location: string): Promise<Buffer | null>;
}

/**
 * Picks the adapter: S3 when S3_BUCKET is set, local disk under DATA_DIR otherwise. Returning them as
 * Storage is what checks the adapters against the interface: importing it would make them a cycle.
 */
export function createStorage(config: Config, secret: string): Storage {
  const { S3_BUCKET } = config;
  return S3_BUCKET ? new S3Storage({ ...config, S3_BUCKET }) : new LocalStorage(config, secret);
}
