import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    // From this file, not the working directory: the root config runs this project from the repository's root.
    setupFiles: [fileURLToPath(new URL("src/testing/setup.ts", import.meta.url))],
    // Form tests type and click through whole dialogs in jsdom; on a busy two-core CI machine running
    // the server suite beside them, some take several seconds.
    testTimeout: 20_000,
  },
});
