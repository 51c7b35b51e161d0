import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type HelpArticle, parseHelpArticle, slugOfPath } from "./index.ts";

/** Where the articles are: beside this package's source, or `HELP_ARTICLES_DIR` once bundled. */
export const defaultArticlesDir = () =>
  process.env.HELP_ARTICLES_DIR ?? path.resolve(import.meta.dirname, "../articles");

/** Every article of a folder, sorted by slug (Node only). */
export function loadHelpArticles(directory = defaultArticlesDir()): HelpArticle[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => parseHelpArticle(slugOfPath(name), readFileSync(path.join(directory, name), "utf8")));
}
