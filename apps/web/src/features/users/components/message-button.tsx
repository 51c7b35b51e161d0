import type { PublicProfile } from "@cbm/contracts";
import { Button, Tooltip, VisuallyHidden } from "@mantine/core";
import { IconMessageCircle } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useId } from "react";

/** Message: open to anyone who takes invitations, or who follows the viewer; otherwise says why not. */
export function MessageButton({ person }: { person: PublicProfile }) {
  const reasonId = useId();
  const icon = <IconMessageCircle size={16} aria-hidden />;
  if (person.chatInvitation || person.followsYou)
    return (
      <Button
        component={Link}
        to="/chat"
        // Through Mantine's `component`, the router cannot type a route's search, so it asks for never.
        search={{ user: person.id } as never}
        variant="default"
        leftSection={icon}
      >
        Message
      </Button>
    );
  const reason = `${person.firstName} only takes messages from people they follow.`;
  return (
    <>
      <Tooltip label={reason}>
        <Button
          variant="default"
          leftSection={icon}
          data-disabled
          aria-disabled
          aria-describedby={reasonId}
          onClick={(event) => event.preventDefault()}
        >
          Message
        </Button>
      </Tooltip>
      <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
    </>
  );
}
