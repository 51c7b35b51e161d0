// The first-load budget's trap (decision 011): a face that imports a module both statically (a re-export)
// and dynamically (a route loader's `import()`) makes the dynamic import useless, and the bundler puts that
// module, with the contracts and zod it imports, in the first load. Checked on every face's text.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const features = path.join(import.meta.dirname, "features");

function importsOf(face: string) {
  const text = readFileSync(face, "utf8");
  const dynamic = [...text.matchAll(/import\(\s*"([^"]+)"\s*\)/g)].map((match) => match[1]);
  const statics = [...text.matchAll(/\bfrom\s+"([^"]+)"/g)].map((match) => match[1]);
  return { dynamic, statics };
}

describe("the features' faces", () => {
  const faces = readdirSync(features).map((feature) => path.join(features, feature, "index.ts"));

  it.each(faces.map((face) => [path.relative(features, face), face]))(
    "%s does not import a module both statically and dynamically",
    (_name, face) => {
      const { dynamic, statics } = importsOf(face as string);
      expect(dynamic.filter((target) => statics.includes(target))).toEqual([]);
    },
  );

  it("are found", () => expect(faces.length).toBeGreaterThan(10));
});
