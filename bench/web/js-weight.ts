// The JavaScript a page ships before its first render: every `.js` response the browser has received
// by the time the page's h1 is visible, gzipped here at level 9 (the server does not compress; when it
// does, the bodies are still recompressed here so the numbers stay comparable).
import { gzipSync } from "node:zlib";
import { type Browser, chromium, type Response } from "playwright-core";
import { CHROME_FLAGS, CHROME_PATH, onCleanUp } from "./processes.ts";

export interface JsChunk {
  /** The file name, hash included (`index-D_veQE17.js`). */
  name: string;
  url: string;
  rawBytes: number;
  gzipBytes: number;
  /** What the server sent it with (`content-encoding`), if anything. */
  contentEncoding: string | null;
}

export interface JsTotal {
  count: number;
  rawBytes: number;
  gzipBytes: number;
  /** Largest first (by gzip size). */
  chunks: JsChunk[];
}

export interface JsWeight {
  path: string;
  /** Where the page ended up (a redirect would show here). */
  finalUrl: string;
  h1: string;
  /** From navigation start to the h1 being visible (local machine, no throttling). */
  msToH1: number;
  /** The measure the budget is about. */
  beforeFirstRender: JsTotal;
  /** For information: everything loaded once the network went idle (lazy chunks, preloads). */
  afterNetworkIdle: JsTotal;
  /** Requests to any host but 127.0.0.1 (there should be none; the browser cannot reach them). */
  foreignRequests: string[];
}

function isJs(response: Response): boolean {
  const pathname = new URL(response.url()).pathname;
  const type = response.headers()["content-type"] ?? "";
  return pathname.endsWith(".js") || pathname.endsWith(".mjs") || /javascript/i.test(type);
}

async function measureChunk(response: Response): Promise<JsChunk> {
  const body = await response.body();
  const url = response.url();
  return {
    name: new URL(url).pathname.split("/").pop() || url,
    url,
    rawBytes: body.byteLength,
    gzipBytes: gzipSync(body, { level: 9 }).byteLength,
    contentEncoding: response.headers()["content-encoding"] ?? null,
  };
}

function total(chunks: JsChunk[]): JsTotal {
  return {
    count: chunks.length,
    rawBytes: chunks.reduce((sum, chunk) => sum + chunk.rawBytes, 0),
    gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    chunks: [...chunks].sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

async function measurePage(browser: Browser, base: string, pagePath: string): Promise<JsWeight> {
  // A fresh context per page: empty cache and storage, so nothing is served from a previous load.
  const context = await browser.newContext({ serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    const responses: { response: Response; beforeFirstRender: boolean }[] = [];
    const foreignRequests: string[] = [];
    let rendered = false;
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (/^(https?|wss?):$/.test(url.protocol) && url.hostname !== "127.0.0.1")
        foreignRequests.push(request.url());
    });
    page.on("response", (response) => {
      if (response.status() === 200 && isJs(response))
        responses.push({ response, beforeFirstRender: !rendered });
    });

    const started = performance.now();
    await page.goto(`${base}${pagePath}`, { waitUntil: "commit" });
    const h1 = page.locator("h1").first();
    await h1.waitFor({ state: "visible", timeout: 30_000 });
    rendered = true;
    const msToH1 = performance.now() - started;
    const h1Text = ((await h1.textContent()) ?? "").trim();
    await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => undefined);

    const measured = await Promise.all(
      responses.map(async ({ response, beforeFirstRender }) => ({
        chunk: await measureChunk(response),
        beforeFirstRender,
      })),
    );
    return {
      path: pagePath,
      finalUrl: page.url(),
      h1: h1Text,
      msToH1: Math.round(msToH1),
      beforeFirstRender: total(measured.filter((m) => m.beforeFirstRender).map((m) => m.chunk)),
      afterNetworkIdle: total(measured.map((m) => m.chunk)),
      foreignRequests,
    };
  } finally {
    await context.close();
  }
}

/** Loads each page in Chromium (one browser, a fresh context per page) and weighs its JavaScript. */
export async function measureJs(
  base: string,
  paths: readonly string[],
): Promise<{ chromiumVersion: string; pages: JsWeight[] }> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, headless: true, args: CHROME_FLAGS });
  const unregister = onCleanUp(() => browser.close());
  try {
    const pages: JsWeight[] = [];
    for (const pagePath of paths) pages.push(await measurePage(browser, base, pagePath));
    return { chromiumVersion: browser.version(), pages };
  } finally {
    unregister();
    await browser.close();
  }
}
