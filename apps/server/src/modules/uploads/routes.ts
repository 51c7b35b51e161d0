import { Readable } from "node:stream";
import {
  CreateUploadSchema,
  IMAGE_TYPES,
  ImageTypeSchema,
  UPLOAD_MAX_BYTES,
  UploadTicketSchema,
} from "@cbm/contracts";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../platform/auth.ts";
import type { Deps } from "../../platform/deps.ts";
import { LocalStorage } from "../../platform/storage-local.ts";
import { uploadsService } from "./service.ts";

const tags = ["uploads"];

/** A key names one image forever, so caches may keep it for a year. */
const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

const KeyParams = z.object({ key: z.string() });

const SignedUploadQuery = z.object({
  expires: z.coerce.number().int().positive(),
  size: z.coerce.number().int().min(1).max(UPLOAD_MAX_BYTES),
  type: ImageTypeSchema,
  signature: z.string().min(1).max(100),
});

/** The raw bytes of an image: streamed as the PUT body, streamed back from /media. */
const ImageBytes = z
  .custom<Readable>((value) => value instanceof Readable, "The body must be the image file")
  .meta({ type: "string", format: "binary", description: "The image" });

/** Owns `/v1/uploads` and, with the embedded storage, its signed PUT URLs and `/media`; mounted without prefix. */
export function uploadsRoutes(deps: Deps): FastifyPluginAsyncZod {
  const uploads = uploadsService(deps);
  return async (app) => {
    app.post(
      "/v1/uploads",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "Get a URL to PUT one image to, and the location it will then be served at",
          body: CreateUploadSchema,
          response: { 200: UploadTicketSchema },
        },
      },
      (request) => uploads.issueTicket(request.body, request.ip),
    );

    if (deps.storage instanceof LocalStorage) await app.register(localStorageRoutes(deps.storage));
  };
}

/** What S3 would do for the embedded storage: take the signed PUTs and serve the files. */
function localStorageRoutes(storage: LocalStorage): FastifyPluginAsyncZod {
  return async (app) => {
    // The body is the raw image, whatever its content type: handed to the storage as a stream, unread.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

    app.put(
      "/v1/uploads/:key",
      {
        onSend: closeWhenRefused,
        schema: {
          tags,
          summary: "The upload URL of the embedded storage: PUT the raw image here",
          security: [],
          consumes: [...IMAGE_TYPES],
          params: KeyParams,
          querystring: SignedUploadQuery,
          body: ImageBytes,
          response: { 204: z.null().meta({ type: "null", description: "The image is stored" }) },
        },
      },
      async (request, reply) => {
        await storage.receive(request.params.key, request.query, request.body);
        return reply.code(204).send(null);
      },
    );

    app.get(
      "/media/:key",
      {
        schema: {
          tags,
          summary: "An uploaded image",
          security: [],
          produces: [...IMAGE_TYPES],
          params: KeyParams,
          response: { 200: ImageBytes },
        },
      },
      async (request, reply) => {
        const image = await storage.open(request.params.key);
        return reply
          .header("cache-control", MEDIA_CACHE_CONTROL)
          .header("content-length", image.size)
          .type(image.contentType)
          .send(image.body);
      },
    );
  };
}

/** A refused upload may still be streaming in: closing the connection stops it instead of draining it. */
async function closeWhenRefused(_request: unknown, reply: FastifyReply) {
  if (reply.statusCode >= 400) reply.header("connection", "close");
}
