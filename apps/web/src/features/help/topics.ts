import type { HelpArticle } from "@cbm/help";

export interface HelpTopic {
  title: string;
  articles: HelpArticle[];
}

/** The help index's sections, each naming its articles in reading order. */
const TOPICS: readonly { title: string; slugs: readonly string[] }[] = [
  {
    title: "Getting started",
    slugs: [
      "getting-started-customers",
      "getting-started-influencers",
      "getting-started-retailers",
      "style-questionnaire",
    ],
  },
  {
    title: "Style and people",
    slugs: ["closets-and-outfits", "following-and-blocking", "events-and-live-shopping"],
  },
  { title: "Shopping and orders", slugs: ["buying", "shipping", "returns-and-refunds"] },
  {
    title: "Membership and account",
    slugs: ["subscriptions", "becoming-an-influencer", "privacy-and-deleting-your-account"],
  },
];
const MORE_HELP = "More help";

/** The articles in their sections; one no section names comes under "More help", so none is hidden. */
export function helpTopics(articles: readonly HelpArticle[]): HelpTopic[] {
  const bySlug = new Map(articles.map((article) => [article.slug, article]));
  const topics = TOPICS.map(({ title, slugs }) => ({
    title,
    articles: slugs.flatMap((slug) => bySlug.get(slug) ?? []),
  }));
  const named = new Set(TOPICS.flatMap(({ slugs }) => slugs));
  const others = articles.filter((article) => !named.has(article.slug));
  return [...topics, { title: MORE_HELP, articles: others }].filter((topic) => topic.articles.length > 0);
}
