// The face of the help articles: the pages load on first visit, the articles each with its own chunk.
import { lazyPage } from "../../lib/lazy-page.ts";

/** The query options of the help routes' loaders, in a chunk of their own (decision 011). */
export const helpQueries = () => import("./articles.ts");
export const HelpIndexPage = lazyPage(() => import("./pages/help-index-page.tsx"), "HelpIndexPage");
export const HelpArticlePage = lazyPage(() => import("./pages/help-article-page.tsx"), "HelpArticlePage");
