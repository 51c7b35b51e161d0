import { Anchor, Stack, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { LoadError } from "../../../components/load-error.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { PagePicker } from "../../../components/page-picker.tsx";
import { countOf } from "../../../lib/count-of.ts";
import { peopleQuery } from "../api.ts";
import { type FilterChange, PeopleFilters } from "../components/people-filters.tsx";
import { PeopleResults } from "../components/people-results.tsx";
import { type PeopleSearch, parsePeopleSearch } from "../search-params.ts";

/** `/users/list`: find people by name, role, join time and whether they can be messaged; follow them. */
export function PeoplePage() {
  const search: PeopleSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  const { data, isPlaceholderData, isError, refetch } = useQuery({
    ...peopleQuery(search),
    placeholderData: keepPreviousData,
  });
  const filtered = Boolean(search.keyword || search.role || search.canChat);
  const pages = data ? Math.ceil(data.total / data.size) : 0;

  const go = (next: PeopleSearch, replace = false) => void navigate({ to: ".", search: next, replace });
  const filter = (change: FilterChange) =>
    // A new filter starts again from the first page; the typed keyword replaces the history entry.
    go(parsePeopleSearch({ ...search, ...change, page: undefined }), "keyword" in change);

  return (
    <Stack gap="lg" maw={1200}>
      <PageIntro
        eyebrow="Find Users"
        title="Find your people"
        lead={
          <>
            Stylists, shops and fashion lovers on CBM. Follow the ones whose looks you love, and their outfits
            and closets will find you. Looking for creators?{" "}
            <Anchor component={Link} to="/Influencer/list">
              Discover influencers by style
            </Anchor>
            .
          </>
        }
      />
      <PeopleFilters search={search} onChange={filter} />
      <Text size="sm" c="dimmed" aria-live="polite" mih={20}>
        {data &&
          (filtered
            ? `${countOf(data.total, "person", "people", data.totalCapped)} found`
            : countOf(data.total, "member", "members", data.totalCapped))}
      </Text>
      <div style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: "opacity 150ms" }}>
        {/* A page past the end (an old link) finds no one too: the way out is the same. */}
        {isError && !data ? (
          <LoadError title="We could not load the people" onRetry={() => void refetch()} />
        ) : (
          <PeopleResults page={data} filtered={filtered || Boolean(search.page)} onClear={() => go({})} />
        )}
      </div>
      <PagePicker
        pages={pages}
        page={search.page ?? 0}
        onChange={(page) => go({ ...search, page: page > 0 ? page : undefined })}
      />
    </Stack>
  );
}
