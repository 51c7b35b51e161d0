import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { CreateUpload, ImageType, UploadTicket } from "@cbm/contracts";
import type { Config } from "../config.ts";
import { detectImageType, mediaKeyOf, mediaPrefix, newMediaKey } from "./media.ts";

const UPLOAD_URL_TTL_SECONDS = 600;

/** Signing these makes the store itself refuse a body of another size or type than the ticket's. */
const SIGNED_HEADERS = new Set(["content-length", "content-type"]);

/**
 * Images in an S3-compatible bucket, under `media/<key>` so that the bucket's public URL serves them
 * at the same `/media/<key>` path as the local adapter. The client PUTs straight to the store, under
 * `originals/<key>`: the bucket must publish `media/` only, so that what people send (EXIF GPS and
 * all) is never served; only the server's re-encoded images land in `media/`.
 */
export class S3Storage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(config: Config & { S3_BUCKET: string }) {
    const endpoint = config.S3_ENDPOINT?.replace(/\/+$/, "");
    this.bucket = config.S3_BUCKET;
    this.client = new S3Client({
      region: config.S3_REGION,
      endpoint,
      forcePathStyle: endpoint !== undefined,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
    });
    const bucketUrl = endpoint
      ? `${endpoint}/${this.bucket}`
      : `https://${this.bucket}.s3.${config.S3_REGION}.amazonaws.com`;
    this.prefix = mediaPrefix(config.S3_PUBLIC_URL ?? bucketUrl);
  }

  async presign(upload: CreateUpload): Promise<UploadTicket> {
    const key = newMediaKey(upload.contentType);
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: originalObjectKey(key),
      ContentType: upload.contentType,
      ContentLength: upload.size,
    });
    const uploadUrl = await getSignedUrl(this.client, command, {
      expiresIn: UPLOAD_URL_TTL_SECONDS,
      signableHeaders: SIGNED_HEADERS,
    });
    return { uploadUrl, location: this.prefix + key };
  }

  async put(bytes: Buffer, contentType: ImageType): Promise<string> {
    if (detectImageType(bytes) !== contentType) throw new Error(`put: the bytes are not ${contentType}`);
    const key = newMediaKey(contentType);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: mediaObjectKey(key),
        Body: bytes,
        ContentType: contentType,
      }),
    );
    return this.prefix + key;
  }

  /** The server's own image at a location, else what was PUT for it. */
  async read(location: string): Promise<Buffer | null> {
    const key = mediaKeyOf(location, this.prefix);
    if (!key) return null;
    return (await this.objectBytes(mediaObjectKey(key))) ?? (await this.objectBytes(originalObjectKey(key)));
  }

  private async objectBytes(objectKey: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: objectKey }));
      const bytes = await object.Body?.transformToByteArray();
      return bytes ? Buffer.from(bytes) : null;
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }
}

const mediaObjectKey = (key: string) => `media/${key}`;
const originalObjectKey = (key: string) => `originals/${key}`;
