// Pushes gathered over one turn of the event loop. Under load many requests end in the same turn, and
// most push the same hint (a message's `changed`) to different people: sent one by one, each is a Redis
// message that every instance decodes. Gathered, each run of equal pushes in a row is one broadcast to
// all of their rooms, and the order of the pushes is kept.

export type Emit<Event, Payload> = (rooms: string[], event: Event, payload: Payload) => void;

interface Pending<Event, Payload> {
  key: string;
  event: Event;
  payload: Payload;
  rooms: Set<string>;
}

/** `emit` behind a queue that sends at the end of the loop's turn, equal pushes in a row sent as one. */
export function coalescedPushes<Event extends string, Payload>(
  emit: Emit<Event, Payload>,
): Emit<Event, Payload> & { flush(): void } {
  let queue: Pending<Event, Payload>[] = [];
  const flush = () => {
    const due = queue;
    queue = [];
    for (const { rooms, event, payload } of due) emit([...rooms], event, payload);
  };
  const push = (rooms: string[], event: Event, payload: Payload) => {
    // To no room at all, Socket.IO would send to every socket.
    if (rooms.length === 0) return;
    const key = `${event}\u0000${JSON.stringify(payload)}`;
    const last = queue.at(-1);
    if (last?.key === key) {
      for (const room of rooms) last.rooms.add(room);
      return;
    }
    if (queue.length === 0) setImmediate(flush);
    queue.push({ key, event, payload, rooms: new Set(rooms) });
  };
  return Object.assign(push, { flush });
}
