import type { PublicProfile } from "@cbm/contracts";
import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { FollowButton } from "./follow-button.tsx";
import { MessageButton } from "./message-button.tsx";
import classes from "./profile-header.module.css";
import { ProfileMenu } from "./profile-menu.tsx";
import { RoleBadges } from "./role-badges.tsx";

const AVATAR_SIZE = 120;

/** Photo beside the details; stacked and centred on narrow screens. */
function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: 32 }} bg="var(--cbm-paper)" className={classes.frame}>
      {children}
    </Paper>
  );
}

function Stat({ value, label }: { value: number; label: string }) {
  return (
    <Text size="sm">
      <Text span fw={700}>
        {value.toLocaleString("en-US")}
      </Text>{" "}
      {label}
    </Text>
  );
}

function Actions({ person, own, onReport }: { person: PublicProfile; own: boolean; onReport: () => void }) {
  if (own)
    return (
      <Button
        component={Link}
        to="/settings"
        variant="default"
        leftSection={<IconPencil size={16} aria-hidden />}
      >
        Edit profile
      </Button>
    );
  return (
    <>
      <FollowButton person={person} />
      <MessageButton person={person} />
      <ProfileMenu person={person} onReport={onReport} />
    </>
  );
}

/** Who this is: photo, name, roles, sign, counts, and what the viewer can do (or edit, on their own). */
export function ProfileHeader({
  person,
  own,
  onReport,
}: {
  person: PublicProfile;
  own: boolean;
  onReport: () => void;
}) {
  return (
    <Frame>
      <Avatar
        src={person.avatar}
        alt={person.fullName}
        name={person.fullName}
        color="rose"
        size={AVATAR_SIZE}
        radius={AVATAR_SIZE}
        className={classes.avatar}
      />
      <Stack gap="sm" flex={1} miw={0}>
        <Group gap="xs" className={classes.row}>
          <RoleBadges roles={person.roles} />
          {person.followsYou && !own && (
            <Badge size="sm" variant="outline" color="ink">
              Follows you
            </Badge>
          )}
        </Group>
        <Title order={1}>{person.fullName}</Title>
        {person.sign && (
          <Text c="dimmed" fs="italic" maw={560}>
            {person.sign}
          </Text>
        )}
        <Group gap="lg" className={classes.row}>
          <Stat value={person.followerCount} label={person.followerCount === 1 ? "follower" : "followers"} />
          <Stat value={person.followingCount} label="following" />
        </Group>
        <Group gap="sm" mt={4} className={classes.row}>
          <Actions person={person} own={own} onReport={onReport} />
        </Group>
      </Stack>
    </Frame>
  );
}
