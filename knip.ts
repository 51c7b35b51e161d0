// Unused files, exports and dependencies fail `npm test` (decision 008).
export default {
  workspaces: {
    ".": {
      // The bench's baselines are servers it starts by their path.
      entry: ["scripts/*.mjs", "e2e/**/*.spec.ts", "bench/baselines/*.ts"],
      project: ["scripts/**/*.mjs", "bench/**/*.ts", "e2e/**/*.ts"],
    },
    "apps/server": {
      entry: ["src/**/*.test.ts"],
      project: ["src/**/*.ts"],
      // Read as a JSON file through require.resolve, which knip cannot follow.
      ignoreDependencies: ["@iconify-json/fluent-emoji-flat"],
      // A module's events.ts only adds its events to the bus's DomainEvents (declaration merging): no
      // one imports it, the compiler reads it, and listeners name the events through the bus.
      ignore: ["src/modules/*/events.ts"],
    },
    "apps/assistant": {
      entry: ["src/**/*.test.ts"],
      project: ["src/**/*.ts", "golden/**/*.ts"],
    },
    "apps/web": {
      entry: ["src/**/*.test.{ts,tsx}"],
      project: ["src/**/*.{ts,tsx}"],
    },
    "packages/contracts": {
      project: ["src/**/*.ts"],
    },
    "packages/help": {
      project: ["src/**/*.ts"],
    },
  },
  ignoreExportsUsedInFile: true,
};
