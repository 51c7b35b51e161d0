import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The assistant service beside the API, on a port of its own for each run. */
const ASSISTANT_PORT = PORT + 900;
const ADMIN = { email: "admin@e2e.test", password: "Admin journeys 2026!" };
const dataDir = mkdtempSync(path.join(tmpdir(), "cbm-e2e-"));

/** Browser journeys in Debian's Chromium against the production build, served as `npm start` serves it. */
export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI === "true" ? 1 : 0,
  // A journey walks a whole flow (a questionnaire of twelve steps takes some 30 s on a busy 2-core machine);
  // each step still waits at most the expect timeout below.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? "test-results/e2e-report.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: [
    {
      command: "npm run build --silent && node apps/server/dist/main.js",
      url: `http://127.0.0.1:${PORT}/readyz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        SEED: "false",
        // The admin journeys sign in as the installation's first admin.
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: "warn",
        NODE_ENV: "development",
        // Journeys register many people from one address; the limits themselves are tested in the API suite.
        RATE_LIMIT_REGISTER_IP: "10000",
        RATE_LIMIT_LOGIN_IP: "10000",
        RATE_LIMIT_UPLOAD_IP: "10000",
        RATE_LIMIT_CONTACT_IP: "10000",
        RATE_LIMIT_RETAILER_LEAD_IP: "10000",
        ASSISTANT_URL: `http://127.0.0.1:${ASSISTANT_PORT}`,
      },
    },
    {
      // Started once the API is up (its command built this bundle too). It reads the shop as the first
      // admin, the one account an installation without demo data has from the start.
      command: "node apps/assistant/dist/main.js",
      url: `http://127.0.0.1:${ASSISTANT_PORT}/healthz`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        ASSISTANT_PORT: String(ASSISTANT_PORT),
        ASSISTANT_API_EMAIL: ADMIN.email,
        ASSISTANT_API_PASSWORD: ADMIN.password,
        RATE_LIMIT_ASSISTANT_IP: "10000",
        LOG_LEVEL: "warn",
        NODE_ENV: "development",
      },
    },
  ],
});
