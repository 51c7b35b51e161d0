import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { link, mkdir, open, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { CreateUpload, ImageType, UploadTicket } from "@cbm/contracts";
import type { Config } from "../config.ts";
import { AppError } from "./errors.ts";
import {
  detectImageType,
  HEAD_BYTES,
  mediaKeyOf,
  mediaPrefix,
  newMediaKey,
  typeOfMediaKey,
} from "./media.ts";
import { deriveKey, hmac, sameText } from "./secrets.ts";

const UPLOAD_URL_TTL_SECONDS = 600;

/** The terms an upload URL was signed with, as its query string carries them. */
export interface SignedUpload {
  expires: number;
  size: number;
  type: ImageType;
  signature: string;
}

export interface StoredImage {
  contentType: ImageType;
  size: number;
  body: Readable;
}

/**
 * Images on local disk. It stands in for S3 in development and tests: it signs its own expiring PUT
 * URLs, receives them (uploadsRoutes) and serves the files at /media. What people PUT is kept apart,
 * under DATA_DIR/originals, and never served: only server-made files (re-encoded images, demo data)
 * under DATA_DIR/uploads are. Files only ever appear complete and checked: bytes land in a temporary
 * file first.
 */
export class LocalStorage {
  private readonly mediaDir: string;
  private readonly originalsDir: string;
  private readonly urlKey: Buffer;
  private readonly base: string;
  private readonly prefix: string;

  constructor(config: Config, secret: string) {
    this.mediaDir = path.join(config.DATA_DIR, "uploads");
    this.originalsDir = path.join(config.DATA_DIR, "originals");
    this.urlKey = deriveKey(secret, "upload-urls");
    this.base = (config.PUBLIC_URL ?? "").replace(/\/+$/, "");
    this.prefix = mediaPrefix(this.base);
  }

  async presign(upload: CreateUpload): Promise<UploadTicket> {
    const key = newMediaKey(upload.contentType);
    const terms = {
      expires: Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS,
      size: upload.size,
      type: upload.contentType,
    };
    const query = new URLSearchParams({
      expires: String(terms.expires),
      size: String(terms.size),
      type: terms.type,
      signature: this.signature(key, terms),
    });
    return { uploadUrl: `${this.base}/v1/uploads/${key}?${query}`, location: this.prefix + key };
  }

  async put(bytes: Buffer, contentType: ImageType): Promise<string> {
    if (detectImageType(bytes) !== contentType) throw new Error(`put: the bytes are not ${contentType}`);
    const key = newMediaKey(contentType);
    await this.store(this.fileOf(key), (temporary) => writeFile(temporary, bytes, { flag: "wx" }));
    return this.prefix + key;
  }

  async read(location: string): Promise<Buffer | null> {
    const key = mediaKeyOf(location, this.prefix);
    if (key === null) return null;
    return (await bytesOf(this.fileOf(key))) ?? (await bytesOf(this.originalFileOf(key)));
  }

  /** Takes the body PUT to a signed URL: at most the signed size, and an image of the signed type. */
  async receive(key: string, signed: SignedUpload, body: Readable): Promise<void> {
    this.verify(key, signed);
    const file = this.originalFileOf(key);
    if ((await sizeOf(file)) !== null) throw AppError.conflict("This upload link has already been used.");
    await this.store(file, async (temporary) => {
      const head = await copyAtMost(body, temporary, signed.size);
      const type = detectImageType(head);
      if (!type) throw AppError.field("file", "The file is not a JPEG, PNG, WebP, GIF or AVIF image");
      if (type !== signed.type) {
        throw AppError.field(
          "file",
          `The file is ${type}, not the ${signed.type} given when the upload was requested`,
        );
      }
    });
  }

  async open(key: string): Promise<StoredImage> {
    const contentType = typeOfMediaKey(key);
    const size = contentType ? await sizeOf(this.fileOf(key)) : null;
    if (contentType === null || size === null) throw AppError.notFound("This image does not exist.");
    return { contentType, size, body: createReadStream(this.fileOf(key)) };
  }

  private signature(key: string, terms: Omit<SignedUpload, "signature">): string {
    return hmac(this.urlKey, `${key}\n${terms.expires}\n${terms.size}\n${terms.type}`);
  }

  private verify(key: string, signed: SignedUpload) {
    if (!sameText(this.signature(key, signed), signed.signature)) {
      throw AppError.forbidden("This upload link is not valid.");
    }
    if (signed.expires * 1000 < Date.now()) throw AppError.forbidden("This upload link has expired.");
  }

  /** The served file of a key. */
  private fileOf(key: string): string {
    return fileIn(this.mediaDir, key);
  }

  /** Where the bytes PUT for a key are kept, never served. */
  private originalFileOf(key: string): string {
    return fileIn(this.originalsDir, key);
  }

  /** Fills a temporary file beside `file`, then publishes it; on any failure nothing is left behind. */
  private async store(file: string, fill: (temporary: string) => Promise<void>): Promise<void> {
    const dir = path.dirname(file);
    const temporary = path.join(dir, `.incoming-${randomUUID()}`);
    await mkdir(dir, { recursive: true });
    try {
      await fill(temporary);
      // link, unlike rename, refuses to replace a file that a concurrent PUT of the same URL published first.
      await link(temporary, file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "EEXIST") throw AppError.conflict("This upload link has already been used.");
        throw error;
      });
    } finally {
      await rm(temporary, { force: true });
    }
  }
}

/** A key's file in `dir`; anything but one of our keys (a path, `..`) is a 404 before it nears the disk. */
function fileIn(dir: string, key: string): string {
  if (!typeOfMediaKey(key)) throw AppError.notFound("This image does not exist.");
  return path.join(dir, key);
}

/** The bytes of a file, or null when there is none. */
function bytesOf(file: string): Promise<Buffer | null> {
  return readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
}

/** The size of a file, or null when there is none. */
function sizeOf(file: string): Promise<number | null> {
  return stat(file).then(
    (stats) => stats.size,
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    },
  );
}

/** Writes the body to a new file, refusing it with 413 once it passes `limit` bytes; answers its first bytes. */
async function copyAtMost(body: Readable, file: string, limit: number): Promise<Buffer> {
  const handle = await open(file, "wx");
  let received = 0;
  let head = Buffer.alloc(0);
  try {
    // Leaving the loop early must not destroy the request: the client still has to get the 413.
    for await (const chunk of body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (received > limit) {
        throw AppError.tooLarge("The file is larger than the size given when the upload was requested.");
      }
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      await handle.write(chunk);
    }
  } finally {
    await handle.close();
  }
  return head;
}
