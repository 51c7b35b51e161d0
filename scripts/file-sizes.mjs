// The file-size check of `npm test` (decision 008): no source file over 300 lines, so a room's use cases
// each have a file a newcomer can read at once. Tests are outside it: a test file follows the endpoint or
// use case it proves, and its cases read one by one.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const MAX_LINES = 300;
const root = path.resolve(import.meta.dirname, "..");
const isTest = (file) => /\.(test|spec)\.tsx?$/.test(file) || /(^|\/)testing\//.test(file);

const sources = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", "apps", "packages", "bench", "e2e", "scripts"],
  { cwd: root, encoding: "utf8" },
)
  .split("\n")
  .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !isTest(file));

const long = sources
  .map((file) => ({ file, lines: readFileSync(path.join(root, file), "utf8").split("\n").length - 1 }))
  .filter(({ lines }) => lines > MAX_LINES);

for (const { file, lines } of long) console.error(`${file}: ${lines} lines (at most ${MAX_LINES})`);
if (long.length > 0) {
  console.error(`✗ ${long.length} source files over ${MAX_LINES} lines: split each by use case`);
  process.exit(1);
}
console.log(`✔ ${sources.length} source files, none over ${MAX_LINES} lines`);
