import { describe, expect, it } from "vitest";
import { linkTarget, textParts } from "./text-links.ts";

describe("linkTarget", () => {
  it("takes a path of the app and an http(s) address", () => {
    expect(linkTarget("/help/returns-and-refunds")).toEqual({
      kind: "app",
      path: "/help/returns-and-refunds",
    });
    expect(linkTarget("/shop?colour=black#top")).toEqual({ kind: "app", path: "/shop?colour=black#top" });
    expect(linkTarget("https://example.com/a b")).toEqual({ kind: "web", href: "https://example.com/a%20b" });
  });

  it("refuses other schemes, other hosts and placeholders", () => {
    for (const href of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "//evil.example/path",
      "/\\evil.example",
      "/my-orders/<id>",
      "mailto:someone@example.com",
      "http://",
    ])
      expect(linkTarget(href), href).toBeNull();
  });
});

describe("textParts", () => {
  it("finds bare app paths and addresses, leaving sentence punctuation in the text", () => {
    expect(textParts("See /help/buying. Or https://example.com/x, then (/cart).")).toEqual([
      { text: "See " },
      { text: "/help/buying", target: { kind: "app", path: "/help/buying" } },
      { text: "." },
      { text: " Or " },
      { text: "https://example.com/x", target: { kind: "web", href: "https://example.com/x" } },
      { text: "," },
      { text: " then (" },
      { text: "/cart", target: { kind: "app", path: "/cart" } },
      { text: ")." },
    ]);
  });

  it("reads Markdown links by their label", () => {
    expect(textParts("[Black boots](/shop/atelier/products/42) at 90 USD")).toEqual([
      { text: "Black boots", target: { kind: "app", path: "/shop/atelier/products/42" } },
      { text: " at 90 USD" },
    ]);
  });

  it.each([
    "[click me](javascript:alert(1))",
    "[image](data:text/html,<script>alert(1)</script>)",
    "go javascript:alert(1) or data:text/html,hi",
  ])("keeps %s as it was written, as text", (text) => {
    const parts = textParts(text);
    expect(parts.map((part) => part.text).join("")).toBe(text);
    expect(parts.filter((part) => part.target)).toEqual([]);
  });

  it("does not take fractions, words with slashes or placeholders for paths", () => {
    expect(textParts("24/7 and/or 3/5")).toEqual([{ text: "24/7 and/or 3/5" }]);
    expect(textParts("open /my-orders/<id>")).toEqual([{ text: "open " }, { text: "/my-orders/<id>" }]);
  });
});
