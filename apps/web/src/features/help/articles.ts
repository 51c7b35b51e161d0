import { type HelpArticle, parseHelpArticle, slugOfPath } from "@cbm/help";
import { queryOptions } from "@tanstack/react-query";

/** Each article's Markdown, fetched on first use: every article is a chunk of its own (none in the first load). */
const sources = new Map(
  Object.entries(
    import.meta.glob<string>("../../../../../packages/help/articles/*.md", {
      query: "?raw",
      import: "default",
    }),
  ).map(([path, load]) => [slugOfPath(path), load]),
);

const read = async (slug: string, load: () => Promise<string>) => parseHelpArticle(slug, await load());

async function articleOf(slug: string): Promise<HelpArticle | null> {
  const load = sources.get(slug);
  return load ? read(slug, load) : null;
}

const everyArticle = () => Promise.all([...sources].map(([slug, load]) => read(slug, load)));

const helpKeys = {
  list: ["help", "articles"] as const,
  article: (slug: string) => ["help", "article", slug] as const,
};

// The articles ship with the app: once read, they do not change until the next deploy.
export const helpArticleQuery = (slug: string) =>
  queryOptions({ queryKey: helpKeys.article(slug), queryFn: () => articleOf(slug), staleTime: Infinity });

export const helpArticlesQuery = () =>
  queryOptions({ queryKey: helpKeys.list, queryFn: everyArticle, staleTime: Infinity });
