/**
 * The help articles of CBM: Markdown files in `packages/help/articles/<slug>.md`, each opening with a
 * front matter of `title`, `summary` and `keywords` (comma-separated). Runtime-neutral: the web app
 * parses the files its bundler hands it, the assistant those `./node.ts` reads.
 */

export interface HelpArticle {
  /** The file's name without `.md`; the article is served at `/help/<slug>`. */
  slug: string;
  title: string;
  summary: string;
  keywords: string[];
  /** The Markdown after the front matter. */
  body: string;
}

export class HelpArticleError extends Error {}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

function frontMatterFields(block: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of block.split(/\r?\n/)) {
    const separator = line.indexOf(":");
    if (separator > 0) fields.set(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  return fields;
}

function requiredField(fields: Map<string, string>, name: string, slug: string): string {
  const value = fields.get(name);
  if (!value) throw new HelpArticleError(`Help article "${slug}" has no ${name} in its front matter`);
  return value;
}

/** Reads one article's text; a missing front matter or field throws, naming the article. */
export function parseHelpArticle(slug: string, text: string): HelpArticle {
  const match = FRONT_MATTER.exec(text);
  if (!match?.[1]) throw new HelpArticleError(`Help article "${slug}" has no front matter`);
  const fields = frontMatterFields(match[1]);
  return {
    slug,
    title: requiredField(fields, "title", slug),
    summary: requiredField(fields, "summary", slug),
    keywords: requiredField(fields, "keywords", slug)
      .split(",")
      .map((keyword) => keyword.trim())
      .filter(Boolean),
    body: text.slice(match[0].length).trim(),
  };
}

/** The app path of an article. */
export const helpPath = (slug: string) => `/help/${slug}`;

/** The slug of an article file's path (`.../articles/returns-and-refunds.md` → `returns-and-refunds`). */
export function slugOfPath(path: string): string {
  const name = path.split("/").pop() ?? path;
  return name.replace(/\.md$/, "");
}
