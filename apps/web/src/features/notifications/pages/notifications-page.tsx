import { Button, Group, Paper, SegmentedControl, Skeleton, Stack } from "@mantine/core";
import { IconBell, IconChecks, IconTrash } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { EmptyInvitation } from "../../../components/empty-invitation.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { NoMatches } from "../../../components/no-matches.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { PagePicker } from "../../../components/page-picker.tsx";
import { notify } from "../../../lib/notify.ts";
import { notificationsQuery, useClearAll, useMarkRead } from "../api.ts";
import { BusyButton } from "../components/busy-button.tsx";
import { DismissButton } from "../components/dismiss-button.tsx";
import { NotificationList } from "../components/notification-list.tsx";
import { NOTIFICATIONS_PAGE_SIZE, type NotificationsSearch, toNotificationsQuery } from "../search-params.ts";

const LABEL = "Your notifications";

function Loading() {
  return (
    <Stack gap="xs" role="status" aria-label="Loading your notifications">
      <Skeleton height={64} radius="md" />
      <Skeleton height={64} radius="md" />
      <Skeleton height={64} radius="md" />
    </Stack>
  );
}

function NothingYet() {
  return (
    <EmptyInvitation
      icon={<IconBell size={28} aria-hidden />}
      title="No notifications yet"
      description="When people follow you, like or comment on your outfits, or your orders move on, you will hear of it here."
      py={48}
      width={480}
    >
      <Button component={Link} to="/users/list">
        Find people to follow
      </Button>
    </EmptyInvitation>
  );
}

/** Clear all ('Clearing...' while it runs) and Mark all read, while there is something to clear or read. */
function PageActions({ total, unread }: { total: number; unread: number }) {
  const clearAll = useClearAll();
  const markRead = useMarkRead();
  return (
    <>
      {unread > 0 && (
        <Button
          variant="default"
          leftSection={<IconChecks size={16} aria-hidden />}
          loading={markRead.isPending}
          onClick={() => markRead.mutate({}, { onError: notify.error })}
        >
          Mark all read
        </Button>
      )}
      {total > 0 && (
        <BusyButton
          variant="subtle"
          color="red.9"
          leftSection={<IconTrash size={16} aria-hidden />}
          busy={clearAll.isPending}
          label="Clear all"
          busyLabel="Clearing..."
          onClick={() => clearAll.mutate(undefined, { onError: notify.error })}
        />
      )}
    </>
  );
}

/** `/notifications`: what the viewer was told, newest first, all or only the unread; dismiss one or clear all. */
export function NotificationsPage() {
  const search: NotificationsSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  const notifications = useQuery({
    ...notificationsQuery(toNotificationsQuery(search)),
    placeholderData: keepPreviousData,
  });
  const markRead = useMarkRead();
  const { data } = notifications;
  const showUnread = (unread: boolean) => void navigate({ to: ".", search: unread ? { unread: true } : {} });

  const list = () => {
    if (notifications.isPending) return <Loading />;
    if (!data)
      return <LoadError title={`${LABEL} could not load`} onRetry={() => void notifications.refetch()} />;
    if (data.total > 0)
      return (
        <NotificationList
          items={data.items}
          label={LABEL}
          action={(notification) => <DismissButton id={notification.id} />}
          onOpen={(notification) => notification.read || markRead.mutate({ ids: [notification.id] })}
        />
      );
    if (!search.unread) return <NothingYet />;
    return (
      <NoMatches
        title="No unread notifications"
        description="You are all caught up."
        clearLabel="Show all"
        onClear={() => showUnread(false)}
      />
    );
  };

  return (
    <Stack gap="lg" maw={760}>
      <PageIntro
        eyebrow="Your news"
        title="Notifications"
        lead="New followers, likes, comments and your orders' news, newest first."
        actions={data && <PageActions total={data.total} unread={data.unread} />}
      />
      <Group>
        <SegmentedControl
          aria-label="Show"
          value={search.unread ? "unread" : "all"}
          onChange={(value) => showUnread(value === "unread")}
          data={[
            { value: "all", label: "All" },
            { value: "unread", label: data?.unread ? `Unread (${data.unread})` : "Unread" },
          ]}
        />
      </Group>
      <Paper withBorder radius="lg" p="xs">
        {list()}
      </Paper>
      <PagePicker
        pages={data ? Math.ceil(data.total / NOTIFICATIONS_PAGE_SIZE) : 0}
        page={search.page ?? 0}
        onChange={(page) =>
          void navigate({ to: ".", search: { ...search, page: page > 0 ? page : undefined } })
        }
      />
    </Stack>
  );
}
