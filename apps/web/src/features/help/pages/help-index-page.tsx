import type { HelpArticle } from "@cbm/help";
import { Card, Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { PageIntro } from "../../../components/page-intro.tsx";
import { helpArticlesQuery } from "../articles.ts";
import { AskAssistant } from "../components/ask-assistant.tsx";
import { helpTopics } from "../topics.ts";

function ArticleCard({ article }: { article: HelpArticle }) {
  return (
    <Card
      renderRoot={(props) => <Link to="/help/$slug" params={{ slug: article.slug }} {...props} />}
      withBorder
      radius="md"
      padding="lg"
    >
      <Text fw={600} c="ink.9">
        {article.title}
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        {article.summary}
      </Text>
    </Card>
  );
}

/** `/help`: every help article by topic, with its summary. */
export function HelpIndexPage() {
  const { data: articles } = useSuspenseQuery(helpArticlesQuery());
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <PageIntro
          eyebrow="Help"
          title="How can we help?"
          lead="Short answers about shopping, closets, events and your account."
        />
        {helpTopics(articles).map((topic) => (
          <Stack key={topic.title} gap="sm" component="section" aria-label={topic.title}>
            <Title order={2} fz="h3">
              {topic.title}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {topic.articles.map((article) => (
                <ArticleCard key={article.slug} article={article} />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
        <AskAssistant />
      </Stack>
    </Container>
  );
}
