import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isPagePath } from "@cbm/contracts";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { Fallback } from "./errors.ts";

/** Paths the web app's history fallback never answers: they belong to the API and its neighbours. */
const SERVER_PATHS = /^\/(v1|socket\.io|media)(\/|$)|^\/(healthz|readyz)$/;
const YEAR_SECONDS = 31_536_000;

/** The built web app: STATIC_DIR when set, else apps/web/dist beside the server's source or bundle. */
export function webAppDir(configured: string | undefined): string | undefined {
  if (configured) return path.resolve(configured);
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [path.resolve(here, "../../../web/dist"), path.resolve(here, "../../web/dist")].find((dir) =>
    existsSync(path.join(dir, "index.html")),
  );
}

const escapeAttribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/**
 * Serves the single-page app on the API's origin: hashed assets cached for a year, and index.html
 * for every other GET that is not the API's (history fallback), carrying the runtime settings.
 */
export async function registerWebApp(
  app: FastifyInstance,
  dir: string,
  settings: { assistantUrl: string },
): Promise<Fallback> {
  const meta = `<meta name="cbm-assistant-url" content="${escapeAttribute(settings.assistantUrl)}" />`;
  const indexHtml = readFileSync(path.join(dir, "index.html"), "utf8").replace("</head>", `${meta}</head>`);

  await app.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        "cache-control",
        hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : "public, max-age=3600",
      );
    },
  });

  return (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (!wantsPage || SERVER_PATHS.test(pathname)) return undefined;
    // Any other path gets the app too, which shows its Page Not Found, but with the status that says so.
    return reply
      .code(isPagePath(pathname) ? 200 : 404)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(indexHtml);
  };
}
