import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type HelpArticle, parseHelpArticle, slugOfPath } from "./index.ts";

/** The articles beside this package's source (`articles/`), or beside a bundle that copied them (`dist/articles`). */
export function defaultArticlesDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, "../articles"), path.resolve(here, "articles")];
  const found = candidates.find((directory) => existsSync(directory));
  if (!found) throw new Error(`No help articles in ${candidates.join(" or ")}`);
  return found;
}

/** Every article of a folder, sorted by slug (Node only). */
export function loadHelpArticles(directory = defaultArticlesDir()): HelpArticle[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => parseHelpArticle(slugOfPath(name), readFileSync(path.join(directory, name), "utf8")));
}
