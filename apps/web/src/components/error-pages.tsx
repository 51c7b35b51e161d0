import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCloudOff, IconHourglassHigh, IconMapQuestion, type TablerIcon } from "@tabler/icons-react";
import { Link, useCanGoBack, useRouter } from "@tanstack/react-router";
import { homeFor } from "../lib/guard.ts";
import { useSession } from "../lib/use-session.ts";

const BACK_HOME: Record<string, string> = {
  "/": "Back to CBM",
  "/wall": "Back to the wall",
  "/admin/dashboard": "Back to the dashboard",
};

/** Back where one came from, when there is such a place, and home: the person's own, or the front door. */
function WayBack({ onRetry }: { onRetry?: () => void }) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const stored = useSession();
  const home = stored ? homeFor(stored.user?.roles) : "/";
  return (
    <Group justify="center">
      {canGoBack && (
        <Button variant="default" onClick={() => router.history.back()}>
          Go back
        </Button>
      )}
      <Button component={Link} to={home}>
        {BACK_HOME[home]}
      </Button>
      {onRetry && (
        <Button variant="default" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Group>
  );
}

function NoticePage({
  icon: Icon,
  title,
  text,
  onRetry,
}: {
  icon: TablerIcon;
  title: string;
  text: string;
  onRetry?: () => void;
}) {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="md" maw={520}>
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          <Icon size={36} />
        </ThemeIcon>
        <Title order={1} ta="center">
          {title}
        </Title>
        <Text c="dimmed" ta="center">
          {text}
        </Text>
        <WayBack onRetry={onRetry} />
      </Stack>
    </Center>
  );
}

export function NotFoundPage() {
  return (
    <NoticePage
      icon={IconMapQuestion}
      title="Page Not Found"
      text="This page has moved or never existed. Let's get you back to the looks."
    />
  );
}

export function InternalErrorPage({ reset }: { reset?: () => void }) {
  return (
    <NoticePage
      icon={IconCloudOff}
      title="Internal Server Error"
      text="Something went wrong on our side. Please try again in a moment."
      onRetry={reset ?? (() => window.location.reload())}
    />
  );
}

/** A part of CBM the menu names but that is not built yet: said plainly, with the way back. */
export function ComingSoonPage({ area }: { area: string }) {
  return (
    <NoticePage
      icon={IconHourglassHigh}
      title={area}
      text="This part of CBM is not open yet: we are still building it."
    />
  );
}
