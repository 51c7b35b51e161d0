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
import type { Storage } from "./storage.ts";

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
 * Images on local disk under DATA_DIR/uploads. It stands in for S3 in development and tests:
 * it signs its own expiring PUT URLs, receives them (uploadsRoutes) and serves the files at /media.
 * Files only ever appear complete and checked: bytes land in a temporary file first.
 */
export class LocalStorage implements Storage {
  private readonly dir: string;
  private readonly urlKey: Buffer;
  private readonly base: string;
  private readonly prefix: string;

  constructor(config: Config, secret: string) {
    this.dir = path.join(config.DATA_DIR, "uploads");
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
    await this.store(key, (temporary) => writeFile(temporary, bytes, { flag: "wx" }));
    return this.prefix + key;
  }

  async holds(location: string): Promise<boolean> {
    const key = mediaKeyOf(location, this.prefix);
    return key !== null && (await this.exists(key));
  }

  async read(location: string): Promise<Buffer | null> {
    const key = mediaKeyOf(location, this.prefix);
    if (key === null) return null;
    return readFile(this.fileOf(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    });
  }

  /** Takes the body PUT to a signed URL: at most the signed size, and an image of the signed type. */
  async receive(key: string, signed: SignedUpload, body: Readable): Promise<void> {
    this.verify(key, signed);
    if (await this.exists(key)) throw AppError.conflict("This upload link has already been used.");
    await this.store(key, async (temporary) => {
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
    const size = contentType ? await this.sizeOf(key) : null;
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

  /** The file of a key; anything but one of our keys (a path, `..`) is a 404 before it nears the disk. */
  private fileOf(key: string): string {
    if (!typeOfMediaKey(key)) throw AppError.notFound("This image does not exist.");
    return path.join(this.dir, key);
  }

  private async exists(key: string): Promise<boolean> {
    return (await this.sizeOf(key)) !== null;
  }

  /** The size of the file stored under a key, or null when there is none. */
  private async sizeOf(key: string): Promise<number | null> {
    return stat(this.fileOf(key)).then(
      (stats) => stats.size,
      (error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      },
    );
  }

  /** Fills a temporary file, then publishes it under the key; on any failure nothing is left behind. */
  private async store(key: string, fill: (temporary: string) => Promise<void>): Promise<void> {
    const file = this.fileOf(key);
    const temporary = path.join(this.dir, `.incoming-${randomUUID()}`);
    await mkdir(this.dir, { recursive: true });
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
