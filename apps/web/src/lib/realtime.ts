// The live side of the app: while someone is signed in, one socket to the API's realtime channel. Each
// push names a topic that changed (their cart, notifications, conversations) and the queries of that
// topic are fetched again; after a time offline every topic is, so nothing missed stays missed.
import { REALTIME_PATH, REALTIME_TOPICS, type RealtimeEvents } from "@cbm/contracts/realtime";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Socket } from "socket.io-client";
import { currentAccessToken } from "./api-client.ts";
import { useSession } from "./use-session.ts";

/** A refused socket (its token expired meanwhile) tries again after this, with a fresh token. */
const RETRY_AFTER_REFUSAL_MS = 5_000;

const refetch = (queryClient: QueryClient, topics: readonly string[]) => {
  for (const topic of topics) void queryClient.invalidateQueries({ queryKey: [topic] });
};

async function openSocket(queryClient: QueryClient): Promise<Socket> {
  // Socket.IO's client loads with the first signed-in page, never in the first chunk.
  const { io } = await import("socket.io-client");
  const socket = io({
    path: REALTIME_PATH,
    transports: ["websocket"],
    auth: (send) => void currentAccessToken().then((token) => send({ token })),
  });
  let connectedBefore = false;
  socket.on("connect", () => {
    if (connectedBefore) refetch(queryClient, REALTIME_TOPICS);
    connectedBefore = true;
  });
  socket.on("changed", ({ topic }: RealtimeEvents["changed"]) => refetch(queryClient, [topic]));
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
      return socket;
    });
    return () => {
      closed = true;
      void opening.then((socket) => socket.disconnect());
    };
  }, [signedIn, queryClient]);
}
