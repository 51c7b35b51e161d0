import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // A run's default is one worker fewer than the cores: one on CI's two. The files wait on their
    // database as much as they compute, so each core gets one (PGlite's pass: 552 s with one, 399 s with two).
    maxWorkers: "100%",
    projects: ["apps/server", "apps/web", "apps/assistant"],
  },
});
