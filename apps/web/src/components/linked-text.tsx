import { Anchor } from "@mantine/core";
import { useRouter } from "@tanstack/react-router";
import type { MouseEvent, ReactNode } from "react";
import { type LinkTarget, textParts } from "../lib/text-links.ts";

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** A link found in text: an app path navigates inside the app, then calls `onNavigate`; a web page opens in a new tab. */
export function ContentLink({
  target,
  children,
  onNavigate,
}: {
  target: LinkTarget;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  const router = useRouter();
  if (target.kind === "web")
    return (
      <Anchor href={target.href} target="_blank" rel="noopener noreferrer" inherit underline="always">
        {children}
      </Anchor>
    );
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    void router.navigate({ href: target.path });
    onNavigate?.();
  };
  return (
    <Anchor href={target.path} onClick={follow} inherit underline="always">
      {children}
    </Anchor>
  );
}

/** Text with the links it names clickable (see `textParts`); nothing in it is ever read as HTML. */
export function LinkedText({ text, onNavigate }: { text: string; onNavigate?: () => void }) {
  return textParts(text).map((part, index) =>
    part.target ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a text are fixed
      <ContentLink key={index} target={part.target} onNavigate={onNavigate}>
        {part.text}
      </ContentLink>
    ) : (
      part.text
    ),
  );
}
