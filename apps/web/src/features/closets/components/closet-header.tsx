import type { Closet } from "@cbm/contracts";
import { ActionIcon, Anchor, Avatar, Button, Group, Menu, Paper, Stack, Text, Title } from "@mantine/core";
import { IconDots, IconFlag, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { FollowButton, personQuery } from "../../users/index.ts";
import { itemCount } from "../wording.ts";
import { VisibilityBadge } from "./closet-card.tsx";
import { ClosetCover } from "./closet-cover.tsx";
import classes from "./closets.module.css";

const COVER_SIZES = { whole: "240px", tile: "120px" };

function Frame({ cover, children }: { cover: ReactNode; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: "md", sm: "xl" }}
      bg="var(--cbm-paper)"
      className={classes.header}
    >
      <div className={classes.headerCover}>{cover}</div>
      <Stack gap="sm" miw={0}>
        {children}
      </Stack>
    </Paper>
  );
}

/** Follow the owner: their profile says whether the viewer follows them already. */
function FollowOwner({ ownerId }: { ownerId: string }) {
  const { data: person } = useQuery(personQuery(ownerId));
  return person ? <FollowButton person={person} size="sm" /> : null;
}

function MoreMenu({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size={36} aria-label={`More actions for ${name}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

/** The closet's cover, name, description and owner, with what the viewer can do: follow and report, or manage. */
export function ClosetHeader({
  closet,
  onDelete,
  onReport,
}: {
  closet: Closet;
  onDelete: () => void;
  onReport: () => void;
}) {
  const { owner } = closet;
  return (
    <Frame cover={<ClosetCover closet={closet} sizes={COVER_SIZES} priority />}>
      <Group gap="xs">
        <Text tt="uppercase" fw={600} c="rose.8" size="sm" lts={1}>
          Closet
        </Text>
        {closet.isOwner && <VisibilityBadge visibility={closet.visibility} variant="light" />}
      </Group>
      <Title order={1}>{closet.name}</Title>
      {closet.description && (
        <Text c="dimmed" maw={620} style={{ whiteSpace: "pre-line" }}>
          {closet.description}
        </Text>
      )}
      <Group gap="lg">
        <Anchor component={Link} to={`/users/profile/${owner.id}`} c="inherit" underline="hover">
          <Group gap="xs" wrap="nowrap" component="span">
            <Avatar
              src={owner.avatar}
              alt=""
              aria-hidden
              name={owner.fullName}
              color="rose"
              size={32}
              radius="xl"
            />
            <Text span fw={500}>
              {owner.fullName}
            </Text>
          </Group>
        </Anchor>
        <Text size="sm" c="dimmed">
          {itemCount(closet.itemCount)}
        </Text>
      </Group>
      <Group gap="sm" mt={4}>
        {closet.isOwner ? (
          <>
            <Button
              renderRoot={(props) => (
                <Link to="/closet/new-item" search={{ closetId: closet.id }} {...props} />
              )}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              Add items
            </Button>
            <Button
              renderRoot={(props) => <Link to="/closet/new" search={{ edit: closet.id }} {...props} />}
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              Edit closet
            </Button>
            <MoreMenu name={closet.name}>
              <Menu.Item color="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
                Delete closet
              </Menu.Item>
            </MoreMenu>
          </>
        ) : (
          <>
            <FollowOwner ownerId={owner.id} />
            <MoreMenu name={closet.name}>
              <Menu.Item leftSection={<IconFlag size={16} aria-hidden />} onClick={onReport}>
                Report closet
              </Menu.Item>
            </MoreMenu>
          </>
        )}
      </Group>
    </Frame>
  );
}
