import { labelOf } from "@cbm/contracts";
import { Alert, Anchor, Button, Stack } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import { IconCompass, IconHanger, IconPhoneCheck, IconPlus, IconUsers } from "@tabler/icons-react";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { EmptyInvitation } from "../../../components/empty-invitation.tsx";
import { EndlessGrid } from "../../../components/endless-grid.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { PeopleToFollow, profileQuery } from "../../users/index.ts";
import { homeFeedQuery, wallFeedOf } from "../api.ts";
import { FeedEntryCard, feedEntryKey } from "../components/feed-entry.tsx";
import { CardSkeleton } from "../components/outfit-card.tsx";
import { WallChips, type WallChoice } from "../components/wall-chips.tsx";
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

function EmptyExplore({ occasion }: { occasion?: string }) {
  return (
    <EmptyInvitation
      py={56}
      width={520}
      icon={<IconCompass size={28} aria-hidden />}
      title={occasion ? `No ${labelOf(occasion).toLowerCase()} outfits yet` : "No outfits to explore yet"}
      description="Be the first: put together a look from your closet and share it."
    >
      <Button component={Link} to="/wall/outfit/details">
        Create outfit
      </Button>
    </EmptyInvitation>
  );
}

const FEED_LABELS = { following: "Following", explore: "Explore" };

function Feed({ search, empty, interlude }: { search: FeedSearch; empty: ReactNode; interlude?: ReactNode }) {
  const feed = useInfiniteQuery(homeFeedQuery(search));
  const { tab, occasion } = wallFeedOf(search);
  return (
    <EndlessGrid
      skeleton={<CardSkeleton />}
      query={feed}
      label={occasion ? `${labelOf(occasion)} outfits` : FEED_LABELS[tab]}
      itemKey={feedEntryKey}
      renderItem={(entry, priority) => <FeedEntryCard entry={entry} priority={priority} />}
      empty={empty}
      interlude={interlude ? { after: FIRST_ROW, content: interlude } : undefined}
    />
  );
}

/**
 * `/wall`: the home feed, Following (the people one follows) or Explore (what is liked lately), which the
 * occasion chips narrow.
 */
export function WallPage() {
  const { data: profile } = useQuery(profileQuery());
  const search: FeedSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  const { tab, occasion } = wallFeedOf(search);
  // Dismissed stays dismissed on this device; Settings still offers the verification.
  const [phoneNoteDismissed, dismissPhoneNote] = useLocalStorage({
    key: "cbm:phone-note-dismissed",
    defaultValue: false,
  });
  const show = (choice: WallChoice) =>
    void navigate({
      to: ".",
      search: choice === "following" ? {} : choice === "explore" ? { tab: "explore" } : { occasion: choice },
    });

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
      <Stack gap="md">
        <WallChips value={occasion ?? tab} onChange={show} />
        {tab === "following" ? (
          // A newcomer's wall: outfits suggested for them (the feed's own), with people to follow among them.
          <Feed
            search={search}
            empty={<EmptyFollowing onExplore={() => show("explore")} />}
            interlude={profile && profile.followingCount < NEWCOMER_FOLLOWS ? <PeopleToFollow /> : undefined}
          />
        ) : (
          <Feed key={occasion ?? tab} search={search} empty={<EmptyExplore occasion={occasion} />} />
        )}
      </Stack>
    </Stack>
  );
}
