// The live side of the app: while someone is signed in, one socket to the API's realtime channel. Each
// `changed` push names a topic that changed (their cart, notifications, conversations) and the queries of
// that topic are fetched again; after a time offline every topic is, so nothing missed stays missed.
// Pushes that carry data (typing, read marks) go to whichever components listen for them.
import {
  type Listeners,
  REALTIME_PATH,
  REALTIME_TOPICS,
  type RealtimeClientEvents,
  type RealtimeEvents,
} from "@cbm/contracts/realtime";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { Socket } from "socket.io-client";
import { currentAccessToken } from "./api-client.ts";
import { useSession } from "./use-session.ts";

/** A refused socket (its token expired meanwhile) tries again after this, with a fresh token. */
const RETRY_AFTER_REFUSAL_MS = 5_000;

type RealtimeSocket = Socket<Listeners<RealtimeEvents>, Listeners<RealtimeClientEvents>>;
type Listener = (payload: never) => void;

/** The signed-in person's socket, once it is open. */
let openedSocket: RealtimeSocket | null = null;
/** The components listening for each kind of push, by its name. */
const listeners = new Map<string, Set<Listener>>();
/** What to tell the server each time the socket opens: the rooms the components shown are in. */
const onOpen = new Set<(socket: RealtimeSocket) => void>();

const refetch = (queryClient: QueryClient, topics: readonly string[]) => {
  for (const topic of topics) void queryClient.invalidateQueries({ queryKey: [topic] });
};

async function openSocket(queryClient: QueryClient): Promise<RealtimeSocket> {
  // Socket.IO's client loads with the first signed-in page, never in the first chunk.
  const { io } = await import("socket.io-client");
  const socket: RealtimeSocket = io({
    path: REALTIME_PATH,
    transports: ["websocket"],
    auth: (send) => void currentAccessToken().then((token) => send({ token })),
  });
  let connectedBefore = false;
  socket.on("connect", () => {
    if (connectedBefore) refetch(queryClient, REALTIME_TOPICS);
    connectedBefore = true;
    for (const join of onOpen) join(socket);
  });
  socket.on("changed", ({ topic }) => refetch(queryClient, [topic]));
  socket.onAny((event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload as never);
  });
  socket.on("connect_error", () => {
    // Refused by the server (not a network fault, which the client retries by itself): try again later.
    if (!socket.active) setTimeout(() => socket.connect(), RETRY_AFTER_REFUSAL_MS);
  });
  return socket;
}

/** Keeps the realtime socket open while someone is signed in. */
export function useRealtime(): void {
  const queryClient = useQueryClient();
  const signedIn = useSession() !== null;
  useEffect(() => {
    if (!signedIn) return;
    let closed = false;
    const opening = openSocket(queryClient).then((socket) => {
      if (closed) socket.disconnect();
      else openedSocket = socket;
      return socket;
    });
    return () => {
      closed = true;
      void opening.then((socket) => {
        socket.disconnect();
        if (openedSocket === socket) openedSocket = null;
      });
    };
  }, [signedIn, queryClient]);
}

/** Calls `onPush` with each `event` the server pushes while the calling component is shown. */
export function useRealtimeEvent<E extends keyof RealtimeEvents>(
  event: E,
  onPush: (payload: RealtimeEvents[E]) => void,
): void {
  const latest = useRef(onPush);
  latest.current = onPush;
  useEffect(() => {
    const listener = (payload: RealtimeEvents[E]) => latest.current(payload);
    const forEvent = listeners.get(event) ?? new Set();
    forEvent.add(listener as Listener);
    listeners.set(event, forEvent);
    return () => void forEvent.delete(listener as Listener);
  }, [event]);
}

/** Tells the server `event` when the socket is open; otherwise it is dropped, like any hint. */
export function sendRealtime<E extends keyof RealtimeClientEvents>(
  event: E,
  payload: RealtimeClientEvents[E],
): void {
  if (openedSocket?.connected)
    openedSocket.emit(event, ...([payload] as Parameters<Listeners<RealtimeClientEvents>[E]>));
}

/**
 * Keeps the socket in a room while the calling component is shown: sends `join` now if the socket is open,
 * again each time it opens (a new connection is in no room), and `leave` when the component goes.
 */
export function useRealtimeRoom<J extends keyof RealtimeClientEvents, L extends keyof RealtimeClientEvents>(
  join: J,
  leave: L,
  payload: RealtimeClientEvents[J] & RealtimeClientEvents[L],
): void {
  const key = JSON.stringify(payload);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the payload is compared by its content (key)
  useEffect(() => {
    const enter = (socket: RealtimeSocket) =>
      socket.emit(join, ...([payload] as Parameters<Listeners<RealtimeClientEvents>[J]>));
    onOpen.add(enter);
    if (openedSocket?.connected) enter(openedSocket);
    return () => {
      onOpen.delete(enter);
      sendRealtime(leave, payload);
    };
  }, [join, leave, key]);
}
