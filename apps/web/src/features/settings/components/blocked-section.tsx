import type { UserListItem } from "@cbm/contracts";
import {
  Alert,
  Avatar,
  Button,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch, IconShieldCheck } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { messageFor } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { useSetBlocked } from "../../users/index.ts";
import { blockedQuery } from "../api.ts";
import { SettingsSection } from "./settings-section.tsx";

function BlockedPerson({
  person,
  unblocking,
  onUnblock,
}: {
  person: UserListItem;
  unblocking: boolean;
  onUnblock: () => void;
}) {
  return (
    <Group component="li" gap="md" wrap="nowrap" py="sm" style={{ borderTop: "1px solid var(--cbm-line)" }}>
      <Avatar src={person.avatar} alt="" name={person.fullName} color="rose" radius="xl" size={44} />
      <Stack gap={0} flex={1} miw={0}>
        <Text fw={600} truncate>
          {person.fullName}
        </Text>
        {person.sign && (
          <Text size="sm" c="dimmed" truncate>
            {person.sign}
          </Text>
        )}
      </Stack>
      <Button
        variant="default"
        size="xs"
        loading={unblocking}
        onClick={onUnblock}
        aria-label={`Unblock ${person.fullName}`}
      >
        Unblock
      </Button>
    </Group>
  );
}

function NobodyBlocked({ keyword }: { keyword: string }) {
  return (
    <Group gap="md" wrap="nowrap" p="md" bg="var(--mantine-color-body)" style={{ borderRadius: 12 }}>
      <ThemeIcon variant="light" color="teal" size={44} radius="xl">
        <IconShieldCheck size={22} aria-hidden />
      </ThemeIcon>
      <Text size="sm" c="dimmed">
        {keyword
          ? `No one you blocked matches “${keyword}”.`
          : "You have not blocked anyone. Block someone from their profile and they will be listed here."}
      </Text>
    </Group>
  );
}

/** Whom the signed-in user blocked, searchable, each with a way back. */
export function BlockedSection() {
  const [typed, setTyped] = useState("");
  const [keyword] = useDebouncedValue(typed.trim(), 300);
  const [page, setPage] = useState(0);
  const blocked = useQuery({ ...blockedQuery(keyword, page), placeholderData: keepPreviousData });
  const unblock = useSetBlocked();
  const data = blocked.data;
  const pages = data ? Math.ceil(data.total / data.size) : 0;

  const unblockPerson = (person: UserListItem) =>
    unblock.mutate(
      { id: person.id, blocked: false },
      {
        onSuccess: () => notify.success(`You unblocked ${person.fullName}.`),
        onError: (error) => notify.error(error),
      },
    );

  return (
    <SettingsSection
      title="Blocked users"
      description="People you blocked cannot see your profile or follow you, and you do not see them. Unblocking lets you see each other again; it does not restore follows."
    >
      <TextInput
        label="Search blocked users"
        placeholder="Search by name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setPage(0);
        }}
        maw={420}
      />
      {blocked.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading blocked users">
          {[0, 1, 2].map((row) => (
            <Group key={row} gap="md" wrap="nowrap">
              <Skeleton circle height={44} />
              <Skeleton height={14} width="40%" />
            </Group>
          ))}
        </Stack>
      ) : blocked.isError ? (
        <Alert color="red" variant="light" role="alert" title="We could not load the people you blocked">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{messageFor(blocked.error)}</Text>
            <Button size="xs" variant="default" onClick={() => void blocked.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : data && data.items.length > 0 ? (
        <Stack
          component="ul"
          gap={0}
          p={0}
          m={0}
          aria-label="Blocked users"
          style={{ listStyle: "none", opacity: blocked.isPlaceholderData ? 0.6 : 1 }}
        >
          {data.items.map((person) => (
            <BlockedPerson
              key={person.id}
              person={person}
              unblocking={unblock.isPending && unblock.variables?.id === person.id}
              onUnblock={() => unblockPerson(person)}
            />
          ))}
        </Stack>
      ) : (
        <NobodyBlocked keyword={keyword} />
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page + 1}
          onChange={(value) => setPage(value - 1)}
          getControlProps={(control) => ({
            "aria-label": `${control[0]?.toUpperCase()}${control.slice(1)} page`,
          })}
          getItemProps={(item) => ({ "aria-label": `Page ${item}` })}
        />
      )}
    </SettingsSection>
  );
}
