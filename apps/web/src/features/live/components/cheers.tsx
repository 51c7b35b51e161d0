import { LIVE_CHEERS, type LiveCheer, type LiveRoom } from "@cbm/contracts";
import { Group, Text, UnstyledButton } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { notify } from "../../../lib/notify.ts";
import { useCheer } from "../api.ts";
import classes from "./live.module.css";

const CHEER_WORDS: Record<LiveCheer, string> = { heart: "Heart", fire: "Fire", clap: "Clap", wow: "Wow" };
/** At most this many float up for one change of a count, however many cheers it counts. */
const MOST_FLOATING = 3;
/** And at most this many at once (where motion is reduced, none float and none land). */
const MOST_SHOWN = 12;

interface Floating {
  id: number;
  kind: LiveCheer;
}

/** The cheers that float up as the counts grow, whoever sent them. */
function useFloating(cheers: LiveRoom["cheers"]) {
  const [floating, setFloating] = useState<Floating[]>([]);
  const previous = useRef(cheers);
  const serial = useRef(0);
  useEffect(() => {
    const added = LIVE_CHEERS.flatMap((kind) => {
      const grown = Math.min(MOST_FLOATING, (cheers[kind] ?? 0) - (previous.current[kind] ?? 0));
      return Array.from({ length: Math.max(0, grown) }, () => ({ id: ++serial.current, kind }));
    });
    previous.current = cheers;
    if (added.length > 0) setFloating((shown) => [...shown, ...added].slice(-MOST_SHOWN));
  }, [cheers]);
  const landed = (id: number) => setFloating((shown) => shown.filter((each) => each.id !== id));
  return { floating, landed };
}

/** Heart, fire, clap and wow: one tap sends one, and everyone watching sees the counts rise. */
export function Cheers({ room }: { room: LiveRoom }) {
  const cheer = useCheer(room.event.id);
  const { floating, landed } = useFloating(room.cheers);
  const live = room.event.status === "live";
  return (
    <Group gap="xs" className={classes.cheers} role="group" aria-label="Cheers">
      {LIVE_CHEERS.map((kind) => (
        <UnstyledButton
          key={kind}
          className={classes.cheer}
          disabled={!live}
          aria-label={`${CHEER_WORDS[kind]}, ${room.cheers[kind] ?? 0} so far`}
          onClick={() => cheer.mutate(kind, { onError: notify.error })}
        >
          <img src={`/live-cheers/${kind}.svg`} alt="" width={24} height={24} />
          <Text size="sm" fw={600} component="span">
            {room.cheers[kind] ?? 0}
          </Text>
        </UnstyledButton>
      ))}
      {floating.map(({ id, kind }) => (
        <img
          key={id}
          src={`/live-cheers/${kind}.svg`}
          alt=""
          className={classes.floating}
          style={{ left: `${12 + LIVE_CHEERS.indexOf(kind) * 22}%` }}
          onAnimationEnd={() => landed(id)}
        />
      ))}
    </Group>
  );
}
