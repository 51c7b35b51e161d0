import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    globalSetup: ["src/testing/global-setup.ts"],
    // Test files share their worker's modules: each builds its own app on its own database, and importing
    // the server again for every file was some 40% of the suite's CPU (decision 025).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
