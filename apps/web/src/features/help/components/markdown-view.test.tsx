import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../testing/render.tsx";
import { MarkdownView } from "./markdown-view.tsx";

const ARTICLE = [
  "# Returns",
  "**Who decides.** Each store, *in days*.",
  "",
  "1. Open My Orders (/my-orders).",
  "2. Press **Return**.",
  "",
  "- Carriers: https://tracking.example.com/parcel",
  "- Placeholders stay text: /my-orders/<id>",
  "",
  '<script>window.hacked = true</script> <img src=x onerror="window.hacked = true"> [gift](javascript:window.hacked=true)',
].join("\n");

const renderArticle = () =>
  renderWithApp(() => <MarkdownView markdown={ARTICLE} />, {
    path: "/help/returns",
    routes: { "/my-orders": <p>My orders page</p> },
  });

describe("MarkdownView", () => {
  it("renders headings under the page's h1, paragraphs, emphasis and both kinds of lists as elements", async () => {
    renderArticle();
    expect(await screen.findByRole("heading", { level: 2, name: "Returns" })).toBeTruthy();
    expect(screen.getByText("Who decides.").tagName).toBe("STRONG");
    expect(screen.getByText("in days").tagName).toBe("EM");
    const [steps, notes] = screen.getAllByRole("list");
    expect(steps?.tagName).toBe("OL");
    expect(within(steps as HTMLElement).getAllByRole("listitem")).toHaveLength(2);
    expect(notes?.tagName).toBe("UL");
  });

  it("follows an app path inside the app, and opens a web address in a new tab", async () => {
    const router = renderArticle();
    const web = await screen.findByRole("link", { name: "https://tracking.example.com/parcel" });
    expect(web.getAttribute("target")).toBe("_blank");
    expect(web.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByText(/Placeholders stay text/).querySelector("a")).toBeNull();

    await userEvent.click(screen.getByRole("link", { name: "/my-orders" }));
    expect(await screen.findByText("My orders page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/my-orders");
  });

  it("shows markup and links to other schemes as text", async () => {
    renderArticle();
    const hostile = await screen.findByText(/<script>window.hacked = true<\/script>/);
    expect(hostile.textContent).toContain("[gift](javascript:window.hacked=true)");
    expect(document.querySelector("script, img")).toBeNull();
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/my-orders",
      "https://tracking.example.com/parcel",
    ]);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
