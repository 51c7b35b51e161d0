import type { Readable } from "node:stream";
import { uploadsEndpoints as endpoints } from "@cbm/contracts";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { Deps } from "../../platform/deps.ts";
import { routesOf } from "../../platform/endpoints.ts";
import { LocalStorage } from "../../platform/storage-local.ts";
import { uploadsService } from "./service.ts";

/** A key names one image forever, so caches may keep it for a year. */
const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Owns `/v1/uploads` and, with the embedded storage, its signed PUT URLs and `/media`; mounted without prefix. */
export function uploadsRoutes(deps: Deps): FastifyPluginAsync {
  const uploads = uploadsService(deps);
  return async (app) => {
    routesOf(app, "uploads")(endpoints.ticket, ({ body }, request) => uploads.issueTicket(body, request.ip));

    if (deps.storage instanceof LocalStorage) {
      await app.register(uploadRoutes(deps.storage));
      await app.register(mediaRoutes(deps.storage));
    }
  };
}

/** What S3 would do for the embedded storage: take the signed PUTs... */
function uploadRoutes(storage: LocalStorage): FastifyPluginAsync {
  return async (app) => {
    // The body is the raw image, whatever its content type: handed to the storage as a stream, unread.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
    app.addHook("onSend", closeWhenRefused);
    routesOf(app, "uploads")(endpoints.store, async ({ params, query, body }) => {
      // The parser above hands over the request itself.
      await storage.receive(params.key, query, body as Readable);
      return null;
    });
  };
}

/** ...and serve the files. */
function mediaRoutes(storage: LocalStorage): FastifyPluginAsync {
  return async (app) => {
    routesOf(app, "uploads")(endpoints.media, async ({ params }, _request, reply) => {
      const image = await storage.open(params.key);
      reply
        .header("cache-control", MEDIA_CACHE_CONTROL)
        .header("content-length", image.size)
        .type(image.contentType);
      return image.body;
    });
  };
}

/** A refused upload may still be streaming in: closing the connection stops it instead of draining it. */
async function closeWhenRefused(_request: unknown, reply: FastifyReply) {
  if (reply.statusCode >= 400) reply.header("connection", "close");
}
