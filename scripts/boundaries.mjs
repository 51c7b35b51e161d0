// The boundary check of `npm test` (decision 008): dependency-cruiser with the rules in
// .dependency-cruiser.cjs, over the server and the web app.
//
// dependency-cruiser reads TypeScript through `typescript` (below 7, and ours is 7) or through swc,
// whose parse options it fixes without JSX; so .tsx files are handed to swc with JSX on.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const swc = require("@swc/core");
const parseFileSync = swc.parseFileSync;
swc.parseFileSync = (file, options) => parseFileSync(file, { ...options, tsx: file.endsWith(".tsx") });

const { cruise } = await import("dependency-cruiser");
const config = require("../.dependency-cruiser.cjs");
const result = await cruise(["apps/server/src", "apps/web/src"], {
  validate: true,
  ruleSet: { forbidden: config.forbidden },
  ...config.options,
  outputType: "err",
});
process.stdout.write(result.output);
process.exit(result.exitCode > 0 ? 1 : 0);
