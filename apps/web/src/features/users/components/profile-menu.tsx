import type { PublicProfile } from "@cbm/contracts";
import { ActionIcon, Menu } from "@mantine/core";
import { IconBan, IconDots, IconFlag } from "@tabler/icons-react";
import { useState } from "react";
import { BlockDialog } from "./block-dialog.tsx";

/**
 * Report and Block, behind "more". A profile is only shown while neither blocked the other, so unblocking
 * lives with the blocked people in Settings.
 */
export function ProfileMenu({ person, onReport }: { person: PublicProfile; onReport: () => void }) {
  const [blocking, setBlocking] = useState(false);
  return (
    <>
      <Menu position="bottom-end" shadow="md" width={220}>
        <Menu.Target>
          <ActionIcon variant="default" size="input-sm" aria-label={`More actions for ${person.fullName}`}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconFlag size={16} aria-hidden />} onClick={onReport}>
            Report {person.firstName}
          </Menu.Item>
          <Menu.Item
            color="red.9"
            leftSection={<IconBan size={16} aria-hidden />}
            onClick={() => setBlocking(true)}
          >
            Block {person.firstName}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <BlockDialog person={person} opened={blocking} onClose={() => setBlocking(false)} />
    </>
  );
}
