import { Button, type ButtonProps } from "@mantine/core";
import { IconCheck, IconUserPlus } from "@tabler/icons-react";
import { notify } from "../../../lib/notify.ts";
import { useFollow } from "../api.ts";

/**
 * Follow / Following, in place: the button shows the server's answer as soon as it comes. A page holding
 * the person elsewhere (an outfit's author) hears of it through `onFollowChange`.
 */
export function FollowButton({
  person,
  onFollowChange,
  ...props
}: {
  person: { id: string; fullName: string; isFollowing: boolean };
  onFollowChange?: (following: boolean) => void;
} & Omit<ButtonProps, "children">) {
  const follow = useFollow();
  const { isFollowing } = person;
  const label = isFollowing ? "Following" : "Follow";
  return (
    <Button
      variant={isFollowing ? "default" : "filled"}
      leftSection={isFollowing ? <IconCheck size={16} aria-hidden /> : <IconUserPlus size={16} aria-hidden />}
      loading={follow.isPending}
      aria-label={`${label} ${person.fullName}`}
      onClick={() =>
        follow.mutate(
          { id: person.id, follow: !isFollowing },
          { onSuccess: ({ following }) => onFollowChange?.(following), onError: notify.error },
        )
      }
      {...props}
    >
      {label}
    </Button>
  );
}
