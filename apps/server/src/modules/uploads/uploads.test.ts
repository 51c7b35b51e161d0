import { readdir } from "node:fs/promises";
import path from "node:path";
import { NoSuchKey, S3Client } from "@aws-sdk/client-s3";
import { type CreateUpload, MediaLocationSchema, UPLOAD_MAX_BYTES, type UploadTicket } from "@cbm/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testConfig } from "../../config.ts";
import { detectImageType } from "../../platform/media.ts";
import { S3Storage } from "../../platform/storage-s3.ts";
import {
  multipart,
  PASSWORD,
  type Person,
  registerPerson,
  startTestApp,
  type TestApp,
  uniqueEmail,
} from "../../testing/harness.ts";

const image = (format: "png" | "jpeg" | "webp" | "gif" | "avif") =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#c06090" } })
    .toFormat(format)
    .toBuffer();

const NOT_AN_IMAGE = Buffer.from("<html><script>alert(1)</script></html>".padEnd(64, " "));

/** Who asks for the tickets: uploading takes a signed-in user. */
let uploader: Person;

function requestTicket(test: TestApp, body: unknown, remoteAddress = "10.1.0.1", person = uploader) {
  return test.request({
    method: "POST",
    url: "/v1/uploads",
    payload: body as object,
    headers: person.headers,
    remoteAddress,
  });
}

async function ticketFor(test: TestApp, upload: Partial<CreateUpload> = {}): Promise<UploadTicket> {
  const response = await requestTicket(test, {
    contentType: "image/png",
    size: 1024,
    fileName: "me.png",
    ...upload,
  });
  expect(response.statusCode).toBe(200);
  return response.json<UploadTicket>();
}

function putFile(test: TestApp, uploadUrl: string, bytes: Buffer, contentType = "image/png") {
  return test.request({
    method: "PUT",
    url: uploadUrl,
    payload: bytes,
    headers: { "content-type": contentType },
  });
}

/** Uploads real image bytes through the two steps a browser takes, and answers their location. */
async function uploaded(
  test: TestApp,
  bytes: Buffer,
  contentType: CreateUpload["contentType"] = "image/png",
) {
  const ticket = await ticketFor(test, { contentType, size: bytes.length });
  expect((await putFile(test, ticket.uploadUrl, bytes, contentType)).statusCode).toBe(204);
  return ticket.location;
}

const keyOf = (location: string) => location.slice(location.lastIndexOf("/") + 1);

/** The files in a folder of DATA_DIR: `originals` for what people PUT, `uploads` for what is served. */
const filesIn = (test: TestApp, folder: "originals" | "uploads") =>
  readdir(path.join(test.deps.config.DATA_DIR, folder)).catch(() => []);

/** What a refused upload left among the originals: its file, or any temporary file. */
async function filesLeftBy(test: TestApp, location: string) {
  const files = await filesIn(test, "originals");
  return files.filter((file) => file === keyOf(location) || file.startsWith("."));
}

function updateProfile(test: TestApp, person: Person, fields: Record<string, string>) {
  const form = multipart(fields);
  return test.request({
    method: "POST",
    url: "/v1/users/update-profile",
    payload: form.payload,
    headers: { ...form.headers, ...person.headers },
  });
}

/** The bytes a location serves, and their metadata. */
async function served(test: TestApp, location: string) {
  const response = await test.request({ method: "GET", url: location });
  expect(response.statusCode).toBe(200);
  return { bytes: response.rawPayload, metadata: await sharp(response.rawPayload).metadata() };
}

function withQuery(uploadUrl: string, changes: Record<string, string>) {
  const url = new URL(uploadUrl, "http://cbm.test");
  for (const [name, value] of Object.entries(changes)) url.searchParams.set(name, value);
  return url.pathname + url.search;
}

describe("uploads", () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp();
    uploader = await registerPerson(test);
  });

  afterAll(async () => {
    await test.close();
  });

  it("refuses a ticket without a token with 401, whatever the body", async () => {
    for (const body of [{ contentType: "image/png", size: 10, fileName: "a.png" }, { size: "big" }, ["x"]]) {
      const response = await test.request({ method: "POST", url: "/v1/uploads", payload: body });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Unauthenticated." });
    }
  });

  it.each(["png", "jpeg", "webp"] as const)(
    "keeps a %s PUT to its upload URL, and never serves it",
    async (format) => {
      const bytes = await image(format);
      const location = await uploaded(test, bytes, `image/${format}`);

      expect(MediaLocationSchema.safeParse(location).success).toBe(true);
      expect((await test.deps.storage.read(location))?.equals(bytes)).toBe(true);
      expect((await test.request({ method: "GET", url: location })).statusCode).toBe(404);
    },
  );

  it("takes the raw body whatever content type the PUT names", async () => {
    const bytes = await image("png");
    const ticket = await ticketFor(test, { size: bytes.length });

    const response = await putFile(test, ticket.uploadUrl, bytes, "application/json");

    expect(response.statusCode).toBe(204);
    expect(await test.deps.storage.read(ticket.location)).not.toBeNull();
  });

  it("re-encodes the avatar of a registration and of a profile update, and serves it for a year", async () => {
    const avatar = await uploaded(test, await image("png"));
    const person = await registerPerson(test, { avatar });

    const profile = await test.request({ method: "GET", url: "/v1/users/profile", headers: person.headers });
    const registered = profile.json().avatar;
    expect(registered).not.toBe(avatar);
    expect(MediaLocationSchema.safeParse(registered).success).toBe(true);
    const response = await test.request({ method: "GET", url: registered });
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect((await served(test, registered)).metadata).toMatchObject({ format: "webp", width: 8, height: 8 });

    const updated = await updateProfile(test, person, {
      avatar: await uploaded(test, await image("webp"), "image/webp"),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().avatar).not.toBe(registered);
    expect((await served(test, updated.json().avatar)).metadata.format).toBe("webp");

    const unchanged = await updateProfile(test, person, { avatar: updated.json().avatar, firstName: "Ada" });
    expect(unchanged.json().avatar).toBe(updated.json().avatar);
  });

  it("drops the EXIF of a photo, GPS included, and turns it upright", async () => {
    const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#4080c0" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 24/1" } })
      .toBuffer();
    expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    // The GPS IFD pointer, tag 0x8825 in the little-endian TIFF sharp writes.
    expect((await sharp(photo).metadata()).exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const person = await registerPerson(test);

    const response = await updateProfile(test, person, { avatar: await uploaded(test, photo, "image/jpeg") });

    expect(response.statusCode).toBe(200);
    const { metadata } = await served(test, response.json().avatar);
    expect(metadata.exif).toBeUndefined();
    expect(metadata).toMatchObject({ width: 40, height: 60 });
  });

  it("refuses a decompression bomb with a 400 on the field, and stores nothing", async () => {
    // 50 megapixels of one colour: 150 MB once decoded, a fraction of a megabyte as a PNG.
    const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const location = await uploaded(test, bomb);
    const person = await registerPerson(test);
    const before = await filesIn(test, "uploads");

    const response = await updateProfile(test, person, { avatar: location });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ avatar: ["The image is too large: at most 40 megapixels"] });
    expect(await filesIn(test, "uploads")).toEqual(before);
    const profile = await test.request({ method: "GET", url: "/v1/users/profile", headers: person.headers });
    expect(profile.json().avatar).toBeNull();
  });

  it("refuses an avatar location that was never uploaded", async () => {
    const neverUploaded = "/media/00000000-0000-4000-8000-000000000000.png";
    const registration = await test.request({
      method: "POST",
      url: "/v1/authorization/register",
      ...multipart({
        firstName: "Ada",
        lastName: "Lovelace",
        email: uniqueEmail(),
        password: PASSWORD,
        avatar: neverUploaded,
      }),
      remoteAddress: "10.1.9.9",
    });
    expect(registration.statusCode).toBe(400);
    expect(registration.json()).toHaveProperty("avatar");

    const person = await registerPerson(test);
    const form = multipart({ avatar: neverUploaded });
    const update = await test.request({
      method: "POST",
      url: "/v1/users/update-profile",
      payload: form.payload,
      headers: { ...form.headers, ...person.headers },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toHaveProperty("avatar");
  });

  it.each([
    [
      "an unsupported content type",
      { contentType: "image/svg+xml", size: 10, fileName: "a.svg" },
      "contentType",
    ],
    ["an empty file", { contentType: "image/png", size: 0, fileName: "a.png" }, "size"],
    [
      "a file over 10 MB",
      { contentType: "image/png", size: UPLOAD_MAX_BYTES + 1, fileName: "a.png" },
      "size",
    ],
    ["a size that is not a number", { contentType: "image/png", size: "big", fileName: "a.png" }, "size"],
    ["no file name", { contentType: "image/png", size: 10 }, "fileName"],
    ["a body that is not an object", ["image/png"], "body"],
  ])("refuses a ticket for %s with a 400 naming the field", async (_case, body, field) => {
    const response = await requestTicket(test, body);

    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual([field]);
  });

  it("refuses a file that is not an image, even named and sent as a PNG, and stores nothing", async () => {
    const ticket = await ticketFor(test, { size: NOT_AN_IMAGE.length, fileName: "cat.png" });

    const response = await putFile(test, ticket.uploadUrl, NOT_AN_IMAGE, "image/png");

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: ["The file is not a JPEG, PNG, WebP, GIF or AVIF image"] });
    expect(await test.deps.storage.read(ticket.location)).toBeNull();
    expect(await filesLeftBy(test, ticket.location)).toEqual([]);
  });

  it("refuses an image of another type than the ticket's", async () => {
    const png = await image("png");
    const ticket = await ticketFor(test, { contentType: "image/jpeg", size: png.length });

    const response = await putFile(test, ticket.uploadUrl, png, "image/jpeg");

    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(["file"]);
    expect(await filesLeftBy(test, ticket.location)).toEqual([]);
  });

  it("refuses with 413 a body larger than the ticket's size, and stores nothing", async () => {
    const png = await image("png");
    const ticket = await ticketFor(test, { size: png.length });

    const response = await putFile(test, ticket.uploadUrl, Buffer.concat([png, Buffer.alloc(1)]));

    expect(response.statusCode).toBe(413);
    expect(response.json()).toHaveProperty("message");
    expect(response.headers.connection).toBe("close");
    expect(await filesLeftBy(test, ticket.location)).toEqual([]);
  });

  it("refuses with 413 a body over 10 MB", async () => {
    const png = await image("png");
    const ticket = await ticketFor(test, { size: UPLOAD_MAX_BYTES });
    const oversized = Buffer.concat([png, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - png.length)]);

    const response = await putFile(test, ticket.uploadUrl, oversized);

    expect(response.statusCode).toBe(413);
    expect(await filesLeftBy(test, ticket.location)).toEqual([]);
  });

  it("stores one file per upload URL: a second PUT, even a concurrent one, gets 409", async () => {
    const png = await image("png");
    const ticket = await ticketFor(test, { size: png.length });

    const concurrent = await Promise.all([
      putFile(test, ticket.uploadUrl, png),
      putFile(test, ticket.uploadUrl, png),
    ]);
    const later = await putFile(test, ticket.uploadUrl, png);

    expect(concurrent.map((response) => response.statusCode).sort()).toEqual([204, 409]);
    expect(later.statusCode).toBe(409);
    expect(later.json()).toEqual({ message: "This upload link has already been used." });
  });

  it("refuses an expired upload URL with 403", async () => {
    const png = await image("png");
    const ticket = await ticketFor(test, { size: png.length });
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 11 * 60_000 });
    try {
      const response = await putFile(test, ticket.uploadUrl, png);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: "This upload link has expired." });
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses a tampered upload URL with 403", async () => {
    const png = await image("png");
    const ticket = await ticketFor(test, { size: png.length });
    const other = await ticketFor(test, { size: png.length });
    const signature = new URL(ticket.uploadUrl, "http://cbm.test").searchParams.get("signature") ?? "";
    const tampered = [
      withQuery(ticket.uploadUrl, { size: String(UPLOAD_MAX_BYTES) }),
      withQuery(ticket.uploadUrl, { type: "image/gif" }),
      withQuery(ticket.uploadUrl, { expires: String(Math.floor(Date.now() / 1000) + 86_400) }),
      withQuery(ticket.uploadUrl, { signature: `${signature.slice(0, -2)}AA` }),
      withQuery(other.uploadUrl, { signature }),
    ];

    for (const url of tampered) {
      const response = await putFile(test, url, png);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ message: "This upload link is not valid." });
    }
    expect(await test.deps.storage.read(ticket.location)).toBeNull();
  });

  it.each([
    "/media/00000000-0000-4000-8000-000000000000.png",
    "/media/..%2Fsecret",
    "/media/..%2F..%2Fetc%2Fpasswd",
    "/media/%2e%2e%2fsecret",
    "/media/00000000-0000-4000-8000-000000000000.png%00.html",
    "/media/00000000-0000-4000-8000-000000000000.svg",
  ])("answers 404 for %s", async (url) => {
    const response = await test.request({ method: "GET", url });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty("message");
  });

  it("lists its routes in the OpenAPI document", async () => {
    const paths = (await test.request({ method: "GET", url: "/v1/openapi.json" })).json().paths;

    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(["/v1/uploads", "/v1/uploads/{key}", "/media/{key}"]),
    );
  });
});

describe("upload rate limit", () => {
  it("refuses more tickets than the limit per IP with 429", async () => {
    const test = await startTestApp({ RATE_LIMIT_UPLOAD_IP: 3 });
    try {
      const person = await registerPerson(test);
      const upload = { contentType: "image/png", size: 10, fileName: "a.png" };
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await requestTicket(test, upload, "10.2.0.1", person)).statusCode).toBe(200);
      }

      const refused = await requestTicket(test, upload, "10.2.0.1", person);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toBeDefined();
      expect((await requestTicket(test, upload, "10.2.0.2", person)).statusCode).toBe(200);
    } finally {
      await test.close();
    }
  });
});

describe("detectImageType", () => {
  it.each(["png", "jpeg", "webp", "gif", "avif"] as const)("recognises %s by its content", async (format) => {
    expect(detectImageType(await image(format))).toBe(`image/${format}`);
  });

  it.each([
    ["HTML", NOT_AN_IMAGE],
    ["SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
    ["an MP4 ftyp box", Buffer.from("\0\0\0\x18ftypisom\0\0\x02\0isomiso2", "latin1")],
    ["a RIFF that is not WebP", Buffer.from("RIFF\x10\0\0\0WAVEfmt ", "latin1")],
    ["too few bytes", Buffer.from([0xff, 0xd8, 0xff])],
  ])("refuses %s", (_case, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
  });
});

describe("S3 storage", () => {
  const storage = new S3Storage({
    ...testConfig(),
    S3_BUCKET: "cbm-media",
    S3_ENDPOINT: "http://127.0.0.1:9000",
    S3_ACCESS_KEY_ID: "test-access-key",
    S3_SECRET_ACCESS_KEY: "test-secret-key",
  });

  it("presigns a PUT whose signature covers the size and type", async () => {
    const ticket = await storage.presign({ contentType: "image/webp", size: 2048, fileName: "me.webp" });

    const url = new URL(ticket.uploadUrl);
    const key = keyOf(ticket.location);
    expect(url.origin).toBe("http://127.0.0.1:9000");
    expect(url.pathname).toBe(`/cbm-media/originals/${key}`);
    expect(url.searchParams.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get("X-Amz-Expires")).toBe("600");
    expect(url.searchParams.get("X-Amz-SignedHeaders")?.split(";")).toEqual(
      expect.arrayContaining(["content-length", "content-type", "host"]),
    );
    expect(ticket.location).toBe(`http://127.0.0.1:9000/cbm-media/media/${key}`);
    expect(key).toMatch(/\.webp$/);
    expect(MediaLocationSchema.safeParse(ticket.location).success).toBe(true);
  });

  it("reads the server's own image at a location, else what was PUT for it", async () => {
    const png = await image("png");
    const send = vi.spyOn(S3Client.prototype, "send").mockImplementation(async (command) => {
      if ((command.input as { Key: string }).Key.startsWith("media/")) {
        throw new NoSuchKey({ message: "none", $metadata: {} });
      }
      return { Body: { transformToByteArray: async () => new Uint8Array(png) } };
    });
    try {
      const location = "http://127.0.0.1:9000/cbm-media/media/00000000-0000-4000-8000-000000000000.png";
      expect((await storage.read(location))?.equals(png)).toBe(true);
      expect(send.mock.calls.map(([command]) => command.input)).toEqual([
        { Bucket: "cbm-media", Key: "media/00000000-0000-4000-8000-000000000000.png" },
        { Bucket: "cbm-media", Key: "originals/00000000-0000-4000-8000-000000000000.png" },
      ]);
    } finally {
      send.mockRestore();
    }
  });
});
