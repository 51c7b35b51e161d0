import { describe, expect, it } from "vitest";
import { inlineOf, markdownBlocks } from "./markdown.ts";

describe("inlineOf", () => {
  it("reads bold and italic, and leaves the rest as text", () => {
    expect(inlineOf("Press **Return**, then _wait_ or *relax*; snake_case_name stays.")).toEqual([
      "Press ",
      { emphasis: "strong", text: "Return" },
      ", then ",
      { emphasis: "em", text: "wait" },
      " or ",
      { emphasis: "em", text: "relax" },
      "; snake_case_name stays.",
    ]);
  });
});

describe("markdownBlocks", () => {
  it("reads headings, paragraphs over several lines, and both kinds of lists", () => {
    const markdown = [
      "## How to return",
      "Open My Orders",
      "and the order.",
      "",
      "1. Press **Return**.",
      "2. Send the parcel",
      "   back to the store.",
      "- One return per order.",
      "* Refunds go to the card.",
    ].join("\n");
    expect(markdownBlocks(markdown)).toEqual([
      { kind: "heading", level: 2, content: ["How to return"] },
      { kind: "paragraph", content: ["Open My Orders and the order."] },
      {
        kind: "list",
        ordered: true,
        items: [
          ["Press ", { emphasis: "strong", text: "Return" }, "."],
          ["Send the parcel back to the store."],
        ],
      },
      { kind: "list", ordered: false, items: [["One return per order."], ["Refunds go to the card."]] },
    ]);
  });

  it("keeps markup as text: nothing is HTML", () => {
    expect(markdownBlocks('<script>alert(1)</script>\n<img src=x onerror="alert(1)">')).toEqual([
      { kind: "paragraph", content: ['<script>alert(1)</script> <img src=x onerror="alert(1)">'] },
    ]);
  });
});
