import { Badge, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { LoadError } from "../../../components/load-error.tsx";
import { peopleSuggestionsQuery } from "../api.ts";
import { SUGGESTION_LABELS } from "../wording.ts";
import { PersonCard, PersonCardSkeleton } from "./person-card.tsx";

const SHOWN = 6;
const GRID_COLS = { base: 1, xs: 2, md: 3 };

/**
 * People to follow, for someone who follows nobody yet: popular influencers and people who answered the
 * style questionnaire like them, each with why, and a Follow in place. Nothing when there is no one.
 */
export function PeopleToFollow() {
  const query = useQuery(peopleSuggestionsQuery());
  if (query.isSuccess && query.data.items.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="people-to-follow">
      <Stack gap={2}>
        <Title order={2} fz="h3" id="people-to-follow">
          People to follow
        </Title>
        <Text size="sm" c="dimmed">
          Follow a few and their outfits and closets fill your wall.
        </Text>
      </Stack>
      {query.isError ? (
        <LoadError title="We could not load people to follow" onRetry={() => void query.refetch()} />
      ) : (
        <SimpleGrid cols={GRID_COLS} spacing="md">
          {query.data
            ? query.data.items.slice(0, SHOWN).map((person) => (
                <Stack key={person.id} gap={6}>
                  <Badge variant="light" color="rose" size="sm" w="fit-content">
                    {SUGGESTION_LABELS[person.reason]}
                  </Badge>
                  <PersonCard person={person} />
                </Stack>
              ))
            : Array.from({ length: SHOWN }, (_, slot) => `slot-${slot}`).map((slot) => (
                <PersonCardSkeleton key={slot} />
              ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
