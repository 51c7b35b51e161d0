import { Avatar } from "@mantine/core";

/** The buyer's initials in a dark disc (light initials' colours are too faint to read). */
export function BuyerAvatar({ name, size = 40 }: { name: string; size?: number }) {
  return <Avatar name={name} variant="filled" color="ink.8" size={size} />;
}
