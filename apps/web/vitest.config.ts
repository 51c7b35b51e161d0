import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/testing/setup.ts"],
    // Form tests type and click through whole dialogs in jsdom; on a busy two-core CI machine running
    // the server suite beside them, some take several seconds.
    testTimeout: 20_000,
  },
});
