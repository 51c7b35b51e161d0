import { loadHelpArticles } from "@cbm/help/node";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../testing/render.tsx";
import { HelpArticlePage } from "./help-article-page.tsx";
import { HelpIndexPage } from "./help-index-page.tsx";

// The pages read the real articles of packages/help, as the built app does.

describe("HelpIndexPage", () => {
  it("lists every article by topic, with its summary, each leading to its page", async () => {
    renderWithApp(HelpIndexPage, { path: "/help" });
    expect(await screen.findByRole("heading", { level: 1, name: "How can we help?" })).toBeTruthy();
    const shopping = screen.getByRole("region", { name: "Shopping and orders" });
    const returns = within(shopping).getByRole("link", { name: /Returns and refunds/ });
    expect(returns.getAttribute("href")).toBe("/help/returns-and-refunds");
    expect(returns.textContent).toMatch(/return window/);
    const listed = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    const written = loadHelpArticles().map((article) => `/help/${article.slug}`);
    expect(listed.filter((href) => href?.startsWith("/help/")).sort()).toEqual(written.sort());
  });
});

describe("HelpArticlePage", () => {
  const renderArticle = (slug: string) =>
    renderWithApp(HelpArticlePage, {
      path: "/help/$slug",
      at: `/help/${slug}`,
      routes: { "/my-orders": <p>My orders page</p> },
    });

  it("renders the article's Markdown as elements, its app paths as links inside the app", async () => {
    const router = renderArticle("returns-and-refunds");
    expect(await screen.findByRole("heading", { level: 1, name: "Returns and refunds" })).toBeTruthy();
    expect(screen.getAllByRole("list")[0]?.tagName).toBe("OL");
    expect(screen.getByText("Who decides the window.").tagName).toBe("STRONG");

    await userEvent.click(screen.getAllByRole("link", { name: "/my-orders" })[0] as HTMLElement);
    expect(await screen.findByText("My orders page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/my-orders");
  });

  it("says Page Not Found for an unknown article", async () => {
    renderArticle("no-such-article");
    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeTruthy();
  });
});
