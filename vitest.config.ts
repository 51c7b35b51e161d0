import { defineConfig } from "vitest/config";
import web from "./apps/web/vitest.config.ts";

/**
 * The web files that replace a module with `vi.mock`. They run isolated: a worker that shares its modules
 * between files has already loaded the real one for an earlier file, and the mock would not take.
 */
const WEB_FILES_WITH_MOCKS = [
  "src/features/payments/components/stripe-card-fields.test.tsx",
  "src/features/subscriptions/pages/subscribe-page-bank.test.tsx",
  "src/features/orders/pages/checkout-page-bank.test.tsx",
  "src/features/live/components/live-player.test.tsx",
  "src/features/live/pages/live-events-page.test.tsx",
  "src/lib/notify.test.ts",
];

export default defineConfig({
  test: {
    // A run's default is one worker fewer than the cores: one on CI's two. The files wait on their
    // database as much as they compute, so each core gets one (PGlite's pass: 552 s with one, 399 s with two).
    maxWorkers: "100%",
    projects: [
      "apps/server",
      "apps/assistant",
      // The other web files share their worker's modules and jsdom, as the server's do (decision 025):
      // loading Mantine, React and jsdom again for every file was two thirds of the web tests' time.
      { ...web, root: "apps/web", test: { ...web.test, isolate: false, exclude: WEB_FILES_WITH_MOCKS } },
      { ...web, root: "apps/web", test: { ...web.test, name: "web (mocks)", include: WEB_FILES_WITH_MOCKS } },
    ],
  },
});
