/**
 * The little Markdown the help articles use, read into plain data that React renders as elements:
 * headings, paragraphs, lists, **bold**, *italic*. Links are found later in each piece of text, so no
 * string from an article ever becomes HTML.
 */

export type Inline = string | { emphasis: "strong" | "em"; text: string };

export type Block =
  | { kind: "heading"; level: number; content: Inline[] }
  | { kind: "paragraph"; content: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] };

const EMPHASIS = /\*\*(?<strong>[^*\n]+)\*\*|(?<![\w*])(?<mark>[*_])(?<em>[^*_\n]+)\k<mark>(?![\w*])/g;

export function inlineOf(text: string): Inline[] {
  const pieces: Inline[] = [];
  let position = 0;
  for (const match of text.matchAll(EMPHASIS)) {
    const start = match.index ?? 0;
    if (start > position) pieces.push(text.slice(position, start));
    const { strong, em } = match.groups ?? {};
    pieces.push(strong ? { emphasis: "strong", text: strong } : { emphasis: "em", text: em ?? "" });
    position = start + match[0].length;
  }
  if (position < text.length) pieces.push(text.slice(position));
  return pieces;
}

const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

/** Reads Markdown line by line: a blank line, a heading or a change of list ends the block before. */
export function markdownBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const open: { paragraph: string[]; list: { ordered: boolean; items: string[] } | null } = {
    paragraph: [],
    list: null,
  };
  const flush = () => {
    const { paragraph, list } = open;
    if (paragraph.length) blocks.push({ kind: "paragraph", content: inlineOf(paragraph.join(" ")) });
    if (list) blocks.push({ kind: "list", ordered: list.ordered, items: list.items.map(inlineOf) });
    open.paragraph = [];
    open.list = null;
  };
  for (const line of markdown.split(/\r?\n/)) {
    const heading = HEADING.exec(line);
    const item = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (!line.trim()) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: "heading", level: heading[1]?.length ?? 1, content: inlineOf(heading[2] ?? "") });
    } else if (item) {
      const ordered = NUMBERED.test(line);
      if (open.paragraph.length || open.list?.ordered !== ordered) flush();
      open.list ??= { ordered, items: [] };
      open.list.items.push(item[1] ?? "");
    } else if (open.list) open.list.items[open.list.items.length - 1] += ` ${line.trim()}`;
    else open.paragraph.push(line.trim());
  }
  flush();
  return blocks;
}
