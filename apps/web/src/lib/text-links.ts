/** Where a link written in text may lead: a path of the app, or a web page. Anything else is no link. */
export type LinkTarget = { kind: "app"; path: string } | { kind: "web"; href: string };

// One slash, then path characters only: `//host` is another site, `/orders/<id>` a placeholder.
const APP_PATH = /^\/(?![/\\])[\w\-./~%?=&#+]*$/;

export function linkTarget(href: string): LinkTarget | null {
  if (APP_PATH.test(href)) return { kind: "app", path: href };
  if (!/^https?:\/\//i.test(href) || !URL.canParse(href)) return null;
  return { kind: "web", href: new URL(href).href };
}

/** A piece of text: plain, or a link it names. */
export interface TextPart {
  text: string;
  target?: LinkTarget;
}

// A Markdown link `[label](target)`, a bare web address, or a bare app path after a space or "(".
const LINK =
  /\[(?<label>[^\]\n]+)\]\((?<target>[^)\s]+)\)|(?<bare>https?:\/\/[^\s()]+|(?<![^\s(])\/[\w-][^\s()]*)/g;
// Sentence punctuation after a bare link belongs to the sentence.
const TRAILING_PUNCTUATION = /[.,;:!?'"]+$/;

function partsOfLink(match: RegExpMatchArray): TextPart[] {
  const { label, target, bare = "" } = match.groups ?? {};
  if (label !== undefined && target !== undefined) {
    const found = linkTarget(target);
    return [found ? { text: label, target: found } : { text: match[0] }];
  }
  const address = bare.replace(TRAILING_PUNCTUATION, "");
  const found = linkTarget(address);
  const rest = bare.slice(address.length);
  return [found ? { text: address, target: found } : { text: address }, ...(rest ? [{ text: rest }] : [])];
}

/**
 * Splits text into plain pieces and links. Only app paths and http(s) addresses become links: a
 * `javascript:` or `data:` target stays text, and so does any markup.
 */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let position = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index ?? 0;
    if (start > position) parts.push({ text: text.slice(position, start) });
    parts.push(...partsOfLink(match));
    position = start + match[0].length;
  }
  if (position < text.length) parts.push({ text: text.slice(position) });
  return parts;
}
