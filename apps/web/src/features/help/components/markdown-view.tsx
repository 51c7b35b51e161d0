import { List, Text, Title, type TitleOrder } from "@mantine/core";
import { LinkedText } from "../../../components/linked-text.tsx";
import { type Block, type Inline, markdownBlocks } from "../markdown.ts";

function InlineText({ content }: { content: Inline[] }) {
  return content.map((piece, index) => {
    // biome-ignore lint/suspicious/noArrayIndexKey: an article's text is fixed
    if (typeof piece === "string") return <LinkedText key={index} text={piece} />;
    const Emphasis = piece.emphasis;
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: an article's text is fixed
      <Emphasis key={index}>
        <LinkedText text={piece.text} />
      </Emphasis>
    );
  });
}

// The page's title is the one h1: an article's own headings start at h2.
const titleOrder = (level: number) => Math.min(Math.max(level, 2), 4) as TitleOrder;

function BlockView({ block }: { block: Block }) {
  if (block.kind === "heading")
    return (
      <Title order={titleOrder(block.level)} mt="md">
        <InlineText content={block.content} />
      </Title>
    );
  if (block.kind === "paragraph")
    return (
      <Text>
        <InlineText content={block.content} />
      </Text>
    );
  return (
    <List type={block.ordered ? "ordered" : "unordered"} spacing="xs">
      {block.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an article's text is fixed
        <List.Item key={index}>
          <InlineText content={item} />
        </List.Item>
      ))}
    </List>
  );
}

/** A help article's Markdown as React elements; its links go through the router or to a new tab. */
export function MarkdownView({ markdown }: { markdown: string }) {
  return markdownBlocks(markdown).map((block, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: an article's text is fixed
    <BlockView key={index} block={block} />
  ));
}
