import { NOTIFICATION_TOPICS, type NotificationChannel, type NotificationTopic } from "@cbm/contracts";
import { Alert, Button, Group, SegmentedControl, Skeleton, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { messageFor } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { preferencesQuery, useChoosePreferences } from "../api.ts";

const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  app: "In the app",
  mail: "App and mail",
  off: "Off",
};

function Choice({ topic, channel }: { topic: NotificationTopic; channel: NotificationChannel }) {
  const choose = useChoosePreferences();
  const { label, channels } = NOTIFICATION_TOPICS[topic];
  const shown = choose.isPending ? (choose.variables[topic] ?? channel) : channel;
  return (
    <Group
      component="li"
      justify="space-between"
      gap="sm"
      py="sm"
      style={{ borderTop: "1px solid var(--cbm-line)" }}
    >
      <Text fw={500} id={`notifications-${topic}`}>
        {label}
      </Text>
      {channels.length > 1 ? (
        <SegmentedControl
          aria-labelledby={`notifications-${topic}`}
          size="xs"
          radius="md"
          value={shown}
          data={channels.map((value) => ({ value, label: CHANNEL_LABELS[value] }))}
          onChange={(value) =>
            choose.mutate(
              { [topic]: value },
              {
                onSuccess: () =>
                  notify.success(`${label}: ${CHANNEL_LABELS[value as NotificationChannel].toLowerCase()}.`),
                onError: notify.error,
              },
            )
          }
        />
      ) : (
        <Text size="sm" c="dimmed">
          Always in the app and by mail
        </Text>
      )}
    </Group>
  );
}

/** Settings: how the viewer is told of each kind of notification, saved as soon as it is chosen. */
export function NotificationChoices() {
  const preferences = useQuery(preferencesQuery());
  if (preferences.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading your notification choices">
        {Object.keys(NOTIFICATION_TOPICS).map((topic) => (
          <Skeleton key={topic} height={36} />
        ))}
      </Stack>
    );
  }
  if (preferences.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title="We could not load your choices">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{messageFor(preferences.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void preferences.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: "none" }}>
      {preferences.data.map(({ topic, channel }) => (
        <Choice key={topic} topic={topic} channel={channel} />
      ))}
    </Stack>
  );
}
