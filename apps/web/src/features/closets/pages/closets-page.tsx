import { Button, Stack, Tabs } from "@mantine/core";
import { IconFlame, IconHanger, IconPlus, IconUsers } from "@tabler/icons-react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { EmptyInvitation } from "../../../components/empty-invitation.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { wallClosetsQuery } from "../api.ts";
import { ClosetList } from "../components/closet-list.tsx";
import type { ClosetScope, ClosetsSearch } from "../search-params.ts";

function NoClosets({ scope, onPopular }: { scope: ClosetScope; onPopular: () => void }) {
  return scope === "following" ? (
    <EmptyInvitation
      py={48}
      icon={<IconUsers size={28} aria-hidden />}
      title="No closets from the people you follow yet"
      description="Follow people whose style you love, and their closets will show up here."
      width={480}
    >
      <Button component={Link} to="/users/list">
        Find people to follow
      </Button>
      <Button variant="default" onClick={onPopular}>
        See popular closets
      </Button>
    </EmptyInvitation>
  ) : (
    <EmptyInvitation
      py={48}
      icon={<IconHanger size={28} aria-hidden />}
      title="No public closets yet"
      description="Be the first: make a closet of your favourite pieces and share it with everyone on CBM."
      width={480}
    >
      <Button component={Link} to="/closet/start">
        Create your first closet
      </Button>
    </EmptyInvitation>
  );
}

/** The closets of one tab, fetched when the tab opens. */
function ScopeClosets({ scope, onPopular }: { scope: ClosetScope; onPopular: () => void }) {
  const query = useInfiniteQuery(wallClosetsQuery(scope));
  return <ClosetList query={query} empty={<NoClosets scope={scope} onPopular={onPopular} />} />;
}

/** `/wall/closets`: the closets of the people one follows, or the popular public ones. */
export function ClosetsPage() {
  const search: ClosetsSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  const scope: ClosetScope = search.scope ?? "following";
  const show = (next: ClosetScope) =>
    void navigate({ to: ".", search: next === "popular" ? { scope: "popular" } : {} });

  return (
    <Stack gap="lg" maw={1200}>
      <PageIntro
        eyebrow="Closets"
        title="Step into their wardrobes"
        lead="The closets of the people you follow and the most loved ones on CBM: browse piece by piece and borrow ideas for your next look."
        actions={
          <Button
            component={Link}
            to="/closet/new"
            leftSection={<IconPlus size={16} aria-hidden />}
            radius="xl"
          >
            New closet
          </Button>
        }
      />
      <Tabs
        value={scope}
        onChange={(value) => show(value === "popular" ? "popular" : "following")}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="following" leftSection={<IconUsers size={16} aria-hidden />}>
            Following
          </Tabs.Tab>
          <Tabs.Tab value="popular" leftSection={<IconFlame size={16} aria-hidden />}>
            Popular
          </Tabs.Tab>
        </Tabs.List>
        {(["following", "popular"] as const).map((tab) => (
          <Tabs.Panel key={tab} value={tab}>
            <ScopeClosets scope={tab} onPopular={() => show("popular")} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
