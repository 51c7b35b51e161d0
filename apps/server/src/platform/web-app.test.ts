import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PAGE_PATHS } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../testing/harness.ts";

describe("the web app's pages", () => {
  let dir: string;
  let test: TestApp;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "cbm-web-"));
    await writeFile(path.join(dir, "index.html"), "<html><head></head><body>CBM</body></html>");
    test = await startTestApp({ STATIC_DIR: dir });
  });
  afterAll(async () => {
    await test.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string) => test.request({ method: "GET", url });

  it("answers every page of the route table with the app and 200", async () => {
    for (const page of PAGE_PATHS) {
      const response = await get(page.replaceAll(/\{?\$\w+\}?/g, "0b6f8c1e-6a53-4a4e-9a43-2f1f3c1d2e4f"));
      expect(response.statusCode, page).toBe(200);
      expect(response.body).toContain("CBM");
      expect(response.body).toContain('name="cbm-assistant-url"');
    }
    expect((await get("/wall?tab=explore")).statusCode).toBe(200);
  });

  it("answers any other path with the app (which shows Page Not Found) and 404", async () => {
    for (const url of [
      "/this/does/not/exist",
      "/wall/outfit/1/extra",
      "/Influencer",
      "/users/profile/",
      "/shop/a/products/b/c",
      "/retailer/products/a/b",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain("CBM");
    }
  });

  it("keeps the API's own 404 as JSON", async () => {
    const response = await get("/v1/no-such-thing");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});
