import type { Person } from "@cbm/contracts";
import { Anchor, Avatar, Group, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { timeAgo } from "../../../lib/time-ago.ts";

/** Who made it, linking to their profile, with a line under the name (when, or what they did). */
export function AuthorLine({ person, meta, size = 36 }: { person: Person; meta?: ReactNode; size?: number }) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar src={person.avatar} alt="" name={person.fullName} color="rose" size={size} radius="xl" />
      <Stack gap={0} miw={0}>
        <Anchor
          component={Link}
          to={`/users/profile/${person.id}`}
          fw={600}
          size="sm"
          c="inherit"
          underline="hover"
          truncate
        >
          {person.fullName}
        </Anchor>
        {meta && (
          <Text size="xs" c="dimmed" truncate>
            {meta}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/** When something was posted, as people say it, with the exact date on hover. */
export function TimeAgo({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={new Date(iso).toLocaleString("en-US")}>
      {timeAgo(iso)}
    </time>
  );
}
