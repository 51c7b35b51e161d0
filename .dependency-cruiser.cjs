// The map's walls, checked by `npm test` (decision 008). A room is a server module
// (apps/server/src/modules/<name>) or a web feature (apps/web/src/features/<name>); other rooms
// import only its face, index.ts. Tests follow the same rules.

/** Paths of another room that are not its face. */
const insideOf = (rooms) => `^${rooms}/([^/]+)/(?!index\\.tsx?$).+`;

module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      comment: "Files that import each other in a loop cannot be understood or moved one at a time.",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "server-module-through-its-face",
      severity: "error",
      comment: "A server module uses another only through its index.ts.",
      from: { path: "^apps/server/src/modules/([^/]+)/" },
      to: { path: insideOf("apps/server/src/modules"), pathNot: "^apps/server/src/modules/$1/" },
    },
    {
      name: "server-outside-through-faces",
      severity: "error",
      comment: "The app, seed, testing and platform code use modules through their index.ts.",
      from: { path: "^apps/server/src/(?!modules/)" },
      to: { path: insideOf("apps/server/src/modules") },
    },
    {
      name: "platform-knows-no-module",
      severity: "error",
      comment: "platform/ is the plumbing under every module; it never reaches up into one.",
      from: { path: "^apps/server/src/platform/" },
      to: { path: "^apps/server/src/modules/" },
    },
    {
      name: "web-feature-through-its-face",
      severity: "error",
      comment: "A web feature uses another only through its index.ts.",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: insideOf("apps/web/src/features"), pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "web-outside-through-faces",
      severity: "error",
      comment: "app/, the router and shared pieces use features through their index.ts.",
      from: { path: "^apps/web/src/(?!features/)" },
      to: { path: insideOf("apps/web/src/features") },
    },
    {
      name: "web-feature-not-into-app",
      severity: "error",
      comment:
        "A feature never imports the shell (app/) or the router; pages that compose features live in app/.",
      from: { path: "^apps/web/src/(features|components|lib)/" },
      to: { path: "^apps/web/src/(app/|router\\.tsx)" },
    },
    {
      name: "shared-pieces-know-no-feature",
      severity: "error",
      comment: "components/ and lib/ serve every feature and depend on none.",
      from: { path: "^apps/web/src/(components|lib)/" },
      to: { path: "^apps/web/src/features/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|\\.tsbuild)/" },
    parser: "swc",
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.depcruise.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
