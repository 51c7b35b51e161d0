import { Button, Center, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";

function ErrorPage({
  code,
  title,
  text,
  onRetry,
}: {
  code: string;
  title: string;
  text: string;
  onRetry?: () => void;
}) {
  return (
    <Center mih="70vh" p="xl">
      <Stack align="center" gap="md" maw={520}>
        <Text ff="heading" fz={96} fw={700} c="rose.2" lh={1} aria-hidden>
          {code}
        </Text>
        <Title order={1} ta="center">
          {title}
        </Title>
        <Text c="dimmed" ta="center">
          {text}
        </Text>
        <Group>
          <Button component={Link} to="/">
            Back to CBM
          </Button>
          {onRetry && (
            <Button variant="default" onClick={onRetry}>
              Try again
            </Button>
          )}
        </Group>
      </Stack>
    </Center>
  );
}

export function NotFoundPage() {
  return (
    <ErrorPage
      code="404"
      title="Page Not Found"
      text="This page has moved or never existed. Let's get you back to the looks."
    />
  );
}

export function InternalErrorPage({ reset }: { reset?: () => void }) {
  return (
    <ErrorPage
      code="500"
      title="Internal Server Error"
      text="Something went wrong on our side. Please try again in a moment."
      onRetry={reset ?? (() => window.location.reload())}
    />
  );
}
