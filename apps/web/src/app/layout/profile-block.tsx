import type { Profile } from "@cbm/contracts";
import { Avatar, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { type FollowListKind, ROLE_LABELS } from "../../features/users/index.ts";
import { FollowListModal } from "./follow-list-modal.tsx";
import classes from "./profile-block.module.css";

function Count({ value, label, onClick }: { value: number; label: string; onClick: () => void }) {
  return (
    <UnstyledButton onClick={onClick} aria-haspopup="dialog">
      <Text fw={700} size="sm" ta="center">
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </UnstyledButton>
  );
}

/**
 * Avatar and name (a link to one's own profile), first role, Following and Followers counts, and sign
 * (spec section 2). `onNavigate` runs when a link leads away (the drawer closes with it).
 */
export function ProfileBlock({ profile, onNavigate }: { profile: Profile; onNavigate?: () => void }) {
  const [open, setOpen] = useState<FollowListKind | null>(null);
  const firstRole = profile.roles[0];
  return (
    <Stack align="center" gap={6} py="md" px="sm">
      <UnstyledButton
        renderRoot={(props) => <Link to="/users/profile/$id" params={{ id: profile.id }} {...props} />}
        onClick={onNavigate}
        className={classes.own}
      >
        <Avatar src={profile.avatar} alt="" size={72} radius="xl" color="rose" aria-hidden>
          {profile.firstName.charAt(0)}
          {profile.lastName.charAt(0)}
        </Avatar>
        <Text component="span" fw={600} ta="center" ff="heading" size="lg" lh={1.2}>
          {profile.fullName}
        </Text>
      </UnstyledButton>
      {firstRole && (
        <Text size="xs" tt="uppercase" c="rose.8" fw={600} lts={1}>
          {ROLE_LABELS[firstRole]}
        </Text>
      )}
      <Group gap="lg" mt={4}>
        <Count value={profile.followingCount} label="Following" onClick={() => setOpen("following")} />
        <Count value={profile.followerCount} label="Followers" onClick={() => setOpen("followers")} />
      </Group>
      {profile.sign && (
        <Text size="sm" c="dimmed" ta="center" fs="italic">
          {profile.sign}
        </Text>
      )}
      {(["following", "followers"] as const).map((kind) => (
        <FollowListModal
          key={kind}
          kind={kind}
          opened={open === kind}
          onClose={() => setOpen(null)}
          onView={() => {
            setOpen(null);
            onNavigate?.();
          }}
        />
      ))}
    </Stack>
  );
}
