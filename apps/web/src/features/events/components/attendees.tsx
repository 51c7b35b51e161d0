import type { Event } from "@cbm/contracts";
import { Avatar, Group, Text, Tooltip, VisuallyHidden } from "@mantine/core";
import { Link } from "@tanstack/react-router";

/** "Clea Word" → "CW": a face without a picture; the link's name is the whole name. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");

/** The first faces of the people going, each to their profile, and how many go in all. */
export function Attendees({ event }: { event: Pick<Event, "attendees" | "counts"> }) {
  const { attendees } = event;
  const going = event.counts.going;
  if (going === 0)
    return (
      <Text size="sm" c="dimmed">
        No one has said they are going yet.
      </Text>
    );
  const more = going - attendees.length;
  return (
    <Group gap="sm">
      <Avatar.Group spacing="sm">
        {attendees.map((person) => (
          <Tooltip key={person.id} label={person.fullName} withArrow>
            <Avatar
              component={Link}
              to={`/users/profile/${person.id}`}
              src={person.avatar}
              alt={person.fullName}
              color="rose"
              radius="xl"
            >
              <span aria-hidden>{initialsOf(person.fullName)}</span>
              <VisuallyHidden>{person.fullName}</VisuallyHidden>
            </Avatar>
          </Tooltip>
        ))}
        {more > 0 && <Avatar radius="xl">+{more}</Avatar>}
      </Avatar.Group>
      <Text size="sm">{going === 1 ? "1 person is going" : `${going} people are going`}</Text>
    </Group>
  );
}
