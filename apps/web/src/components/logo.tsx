import { Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useSession } from "../lib/use-session.ts";

/** The wordmark: to the wall when a token is stored, otherwise home (spec section 2). */
export function Logo() {
  const signedIn = useSession() !== null;
  return (
    <Text
      component={Link}
      to={signedIn ? "/wall" : "/"}
      ff="heading"
      fw={700}
      fz={30}
      lts={2}
      c="ink.9"
      td="none"
      aria-label="CBM home"
    >
      CBM
    </Text>
  );
}
