import { loadHelpArticles } from "@cbm/help/node";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../testing/render.tsx";
import { HelpArticlePage } from "./help-article-page.tsx";
import { HelpIndexPage } from "./help-index-page.tsx";

// The pages read the real articles of packages/help through the bundler, as the built app does; the
// test reads the same files from disk to know what to expect.
const written = loadHelpArticles();
const returns = written.find((article) => article.slug === "returns-and-refunds");

describe("HelpIndexPage", () => {
  it("lists every article by topic, each with its summary and leading to its page", async () => {
    renderWithApp(HelpIndexPage, { path: "/help" });
    expect(await screen.findByRole("heading", { level: 1, name: "How can we help?" })).toBeTruthy();
    const shopping = screen.getByRole("region", { name: "Shopping and orders" });
    const card = within(shopping).getByRole("link", { name: new RegExp(returns?.title ?? "") });
    expect(card.getAttribute("href")).toBe("/help/returns-and-refunds");
    expect(card.textContent).toContain(returns?.summary);

    const listed = screen.getAllByRole("link").map((link) => link.getAttribute("href") ?? "");
    const expected = written.map((article) => `/help/${article.slug}`);
    expect(listed.filter((href) => href.startsWith("/help/")).sort()).toEqual(expected.sort());
  });
});

describe("HelpArticlePage", () => {
  const renderArticle = (slug: string) =>
    renderWithApp(HelpArticlePage, { path: "/help/$slug", at: `/help/${slug}` });

  it("shows the article's title, summary and body", async () => {
    renderArticle("returns-and-refunds");
    expect(await screen.findByRole("heading", { level: 1, name: returns?.title })).toBeTruthy();
    expect(screen.getByText(returns?.summary ?? "")).toBeTruthy();
    expect(screen.getAllByRole("link").some((link) => link.getAttribute("href") === "/my-orders")).toBe(true);
  });

  it("says Page Not Found for an unknown article", async () => {
    renderArticle("no-such-article");
    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeTruthy();
  });
});
