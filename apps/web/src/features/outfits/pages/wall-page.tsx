import type { FeedTab } from "@cbm/contracts";
import { Alert, Anchor, Button, Stack, Tabs } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import { IconCompass, IconHanger, IconPhoneCheck, IconPlus, IconUsers } from "@tabler/icons-react";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { EmptyInvitation } from "../../../components/empty-invitation.tsx";
import { PeopleToFollow, profileQuery } from "../../users/index.ts";
import { homeFeedQuery } from "../api.ts";
import { EndlessGrid } from "../components/endless-grid.tsx";
import { FeedEntryCard, feedEntryKey } from "../components/feed-entry.tsx";
import { PageIntro } from "../components/page-intro.tsx";
import type { FeedSearch } from "../search-params.ts";

/** Until one follows this many, the wall offers people to follow (a first follow does not take it away). */
const NEWCOMER_FOLLOWS = 5;
/** People to follow come after the first row of outfits, so a phone's first screen shows a picture. */
const FIRST_ROW = 3;

function EmptyFollowing({ onExplore }: { onExplore: () => void }) {
  return (
    <EmptyInvitation
      py={56}
      width={520}
      icon={<IconUsers size={28} aria-hidden />}
      title="Your wall is waiting for your people"
      description="Follow people whose style you love: their outfits and closet updates will appear here, newest first."
    >
      <Button component={Link} to="/users/list">
        Find people to follow
      </Button>
      <Button variant="default" onClick={onExplore}>
        Explore outfits
      </Button>
    </EmptyInvitation>
  );
}

function EmptyExplore() {
  return (
    <EmptyInvitation
      py={56}
      width={520}
      icon={<IconCompass size={28} aria-hidden />}
      title="No outfits to explore yet"
      description="Be the first: put together a look from your closet and share it."
    >
      <Button component={Link} to="/wall/outfit/details">
        Create outfit
      </Button>
    </EmptyInvitation>
  );
}

function Feed({ tab, empty, interlude }: { tab: FeedTab; empty: ReactNode; interlude?: ReactNode }) {
  const feed = useInfiniteQuery(homeFeedQuery(tab));
  return (
    <EndlessGrid
      query={feed}
      label={tab === "following" ? "Following" : "Explore"}
      itemKey={feedEntryKey}
      renderItem={(entry, priority) => <FeedEntryCard entry={entry} priority={priority} />}
      empty={empty}
      interlude={interlude ? { after: FIRST_ROW, content: interlude } : undefined}
    />
  );
}

/** `/wall`: the home feed, Following (the people one follows) or Explore (what is liked lately). */
export function WallPage() {
  const { data: profile } = useQuery(profileQuery());
  const search: FeedSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  const tab: FeedTab = search.tab ?? "following";
  // Dismissed stays dismissed on this device; Settings still offers the verification.
  const [phoneNoteDismissed, dismissPhoneNote] = useLocalStorage({
    key: "cbm:phone-note-dismissed",
    defaultValue: false,
  });
  const show = (next: string | null) =>
    void navigate({ to: ".", search: next === "explore" ? { tab: "explore" } : {} });

  return (
    <Stack gap="xl" maw={1200}>
      <PageIntro
        eyebrow="Your wall"
        title={`Welcome${profile ? `, ${profile.firstName}` : ""}.`}
        lead={
          <>
            The looks and closets of the people you follow. Browse{" "}
            <Anchor component={Link} to="/wall/outfits">
              every outfit
            </Anchor>{" "}
            or find ideas by occasion, season and colour.
          </>
        }
        actions={
          <>
            <Button
              component={Link}
              to="/wall/closets"
              variant="default"
              leftSection={<IconHanger size={18} aria-hidden />}
            >
              Closets
            </Button>
            <Button
              component={Link}
              to="/wall/outfit/details"
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              Create outfit
            </Button>
          </>
        }
      />
      {profile && !profile.phoneVerified && !phoneNoteDismissed && (
        <Alert
          variant="light"
          color="rose"
          icon={<IconPhoneCheck size={20} aria-hidden />}
          title="Verify your phone"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => dismissPhoneNote(true)}
        >
          A verified phone keeps your account safe and lets shoppers trust your closet.{" "}
          <Anchor component={Link} to="/register/two-factor-auth">
            Verify now
          </Anchor>
        </Alert>
      )}
      <Tabs value={tab} onChange={show} keepMounted={false}>
        <Tabs.List mb={{ base: "md", sm: "xl" }}>
          <Tabs.Tab value="following" leftSection={<IconUsers size={16} aria-hidden />}>
            Following
          </Tabs.Tab>
          <Tabs.Tab value="explore" leftSection={<IconCompass size={16} aria-hidden />}>
            Explore
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="following">
          {/* A newcomer's wall: outfits suggested for them (the feed's own), with people to follow among them. */}
          <Feed
            tab="following"
            empty={<EmptyFollowing onExplore={() => show("explore")} />}
            interlude={profile && profile.followingCount < NEWCOMER_FOLLOWS ? <PeopleToFollow /> : undefined}
          />
        </Tabs.Panel>
        <Tabs.Panel value="explore">
          <Feed tab="explore" empty={<EmptyExplore />} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
