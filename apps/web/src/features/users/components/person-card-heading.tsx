import { Anchor, Avatar, Group, Stack } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

interface Person {
  id: string;
  fullName: string;
  avatar: string | null;
}

/** The top of a card about someone: their picture and name, linking to their profile, and a line under the name. */
export function PersonCardHeading({
  person,
  avatarSize,
  children,
}: {
  person: Person;
  avatarSize: number;
  children: ReactNode;
}) {
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar src={person.avatar} alt="" name={person.fullName} color="rose" size={avatarSize} radius="xl" />
      <Stack gap={4} miw={0}>
        <Anchor
          component={Link}
          to={`/users/profile/${person.id}`}
          ff="heading"
          fw={600}
          fz="lg"
          lh={1.2}
          c="inherit"
          underline="hover"
          truncate
        >
          {person.fullName}
        </Anchor>
        {children}
      </Stack>
    </Group>
  );
}
