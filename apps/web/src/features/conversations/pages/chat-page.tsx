import { Button, Center, SegmentedControl, Skeleton, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconMessageCircle } from "@tabler/icons-react";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { EmptyInvitation } from "../../../components/empty-invitation.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { ApiError } from "../../../lib/api-error.ts";
import { useSession } from "../../../lib/use-session.ts";
import { conversationsQuery, useThreadQuery, wholeThread } from "../api.ts";
import classes from "../components/chat.module.css";
import { ConversationList } from "../components/conversation-list.tsx";
import { Thread } from "../components/thread.tsx";
import { type ChatSearch, toConversationsQuery } from "../search-params.ts";

function Loading({ label }: { label: string }) {
  return (
    <Stack gap="xs" p="sm" role="status" aria-label={label}>
      <Skeleton height={52} radius="md" />
      <Skeleton height={52} radius="md" />
      <Skeleton height={52} radius="md" />
    </Stack>
  );
}

function NothingYet({ requests }: { requests: boolean }) {
  if (requests)
    return (
      <EmptyInvitation
        icon={<IconMessageCircle size={28} aria-hidden />}
        title="No message requests"
        description="When someone you do not follow writes to you, their message waits here until you accept it."
        py={40}
        width={300}
      >
        <Button component={Link} to="/chat" variant="default" size="sm">
          Back to your chats
        </Button>
      </EmptyInvitation>
    );
  return (
    <EmptyInvitation
      icon={<IconMessageCircle size={28} aria-hidden />}
      title="No conversations yet"
      description="Open someone's profile and press Message to start one."
      py={40}
      width={300}
    >
      <Button component={Link} to="/users/list" size="sm">
        Find people
      </Button>
    </EmptyInvitation>
  );
}

/** The chosen conversation, read from the API (which marks it read). */
function ThreadPanel({
  id,
  viewerId,
  backSearch,
}: {
  id: string;
  viewerId: string | undefined;
  backSearch?: ChatSearch;
}) {
  const thread = useInfiniteQuery(useThreadQuery(id));
  const navigate = useNavigate();
  if (thread.isPending) return <Loading label="Loading the conversation" />;
  if (!thread.data) {
    if (thread.error instanceof ApiError && thread.error.status === 404)
      return (
        <Center p="xl">
          <Text c="dimmed">This conversation is not available.</Text>
        </Center>
      );
    return (
      <Stack p="md">
        <LoadError title="The conversation could not load" onRetry={() => void thread.refetch()} />
      </Stack>
    );
  }
  return (
    <Thread
      key={id}
      conversation={wholeThread(thread.data)}
      older={{
        more: thread.hasNextPage,
        loading: thread.isFetchingNextPage,
        load: () => void thread.fetchNextPage(),
      }}
      viewerId={viewerId}
      onBack={backSearch && { search: backSearch }}
      onLeft={() => void navigate({ to: "/chat", search: {} })}
    />
  );
}

/**
 * `/chat`: the viewer's conversations (or the requests sent to them) beside the one chosen in `?c=`; on a
 * phone, the list and the conversation are two steps.
 */
export function ChatPage() {
  const search: ChatSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  const phone = useMediaQuery("(max-width: 767px)", false, { getInitialValueInEffect: false });
  const viewerId = useSession()?.user?.id;
  const requests = search.requests === true;
  const conversations = useQuery(conversationsQuery(toConversationsQuery(search)));
  const label = requests ? "Message requests" : "Your conversations";
  const showList = !phone || !search.c;
  const showThread = !phone || Boolean(search.c);

  const list = () => {
    if (conversations.isPending) return <Loading label={`Loading ${label.toLowerCase()}`} />;
    if (!conversations.data)
      return (
        <Stack p="sm">
          <LoadError title={`${label} could not load`} onRetry={() => void conversations.refetch()} />
        </Stack>
      );
    if (conversations.data.items.length === 0) return <NothingYet requests={requests} />;
    return (
      <ConversationList
        items={conversations.data.items}
        label={label}
        selectedId={search.c}
        viewerId={viewerId}
        requests={requests}
      />
    );
  };

  return (
    <Stack gap="md" maw={1100}>
      <PageIntro
        eyebrow="Your conversations"
        title="Messages"
        lead="Talk with the people you follow, the stores you buy from and the stylists you work with."
      />
      <div className={`${classes.frame} ${phone ? classes.single : ""}`}>
        {showList && (
          <div className={classes.side}>
            <SegmentedControl
              m="xs"
              aria-label="Show"
              value={requests ? "requests" : "chats"}
              onChange={(value) =>
                void navigate({ to: "/chat", search: value === "requests" ? { requests: true } : {} })
              }
              data={[
                { value: "chats", label: "Chats" },
                { value: "requests", label: "Requests" },
              ]}
            />
            {list()}
          </div>
        )}
        {showThread &&
          (search.c ? (
            <ThreadPanel
              id={search.c}
              viewerId={viewerId}
              backSearch={phone ? (requests ? { requests: true } : {}) : undefined}
            />
          ) : (
            <Center p="xl" className={classes.thread}>
              <Text c="dimmed">Choose a conversation to read it here.</Text>
            </Center>
          ))}
      </div>
    </Stack>
  );
}
