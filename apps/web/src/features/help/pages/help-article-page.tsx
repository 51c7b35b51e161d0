import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useParams } from "@tanstack/react-router";
import { NotFoundPage } from "../../../components/error-pages.tsx";
import { helpArticleQuery } from "../articles.ts";
import { AskAssistant } from "../components/ask-assistant.tsx";
import { MarkdownView } from "../components/markdown-view.tsx";

/** `/help/{slug}`: one help article, rendered from its Markdown. */
export function HelpArticlePage() {
  const { slug = "" } = useParams({ strict: false });
  const { data: article } = useSuspenseQuery(helpArticleQuery(slug));
  if (!article) return <NotFoundPage />;
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Anchor
          component={Link}
          to="/help"
          size="sm"
          c="rose.8"
          style={{ display: "inline-flex", alignItems: "center", gap: 4, alignSelf: "flex-start" }}
        >
          <IconArrowLeft size={14} aria-hidden />
          All help articles
        </Anchor>
        <Title order={1}>{article.title}</Title>
        <Text size="lg" c="dimmed">
          {article.summary}
        </Text>
        <MarkdownView markdown={article.body} />
        <AskAssistant />
      </Stack>
    </Container>
  );
}
