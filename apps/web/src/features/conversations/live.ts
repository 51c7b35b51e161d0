// What a thread shows live besides its messages: who is writing, and how far the others have read. Both
// come over the realtime channel as data, not as a refetch (decision 024).
import type { Conversation, ReadMark } from "@cbm/contracts";
import { type InfiniteData, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { sendRealtime, useRealtimeEvent } from "../../lib/realtime.ts";
import { conversationsKeys } from "./api.ts";

/** How long "… is typing" shows after the last sign that someone writes. */
const TYPING_SHOWN_MS = 4_000;
/** How often, at most, the viewer's writing is told while they write. */
const TYPING_EVERY_MS = 2_000;

/**
 * The others writing in the conversation now, by id, each until `TYPING_SHOWN_MS` after their last sign
 * or until a message of theirs arrives (`lastMessage` is the thread's newest).
 */
export function useTypingPeople(conversationId: string, lastMessage?: { id: string; senderId: string }) {
  const [typing, setTyping] = useState<string[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const stop = useCallback((userId: string) => {
    clearTimeout(timers.current.get(userId));
    timers.current.delete(userId);
    setTyping((ids) => ids.filter((id) => id !== userId));
  }, []);
  useRealtimeEvent("typing", (event) => {
    if (event.conversationId !== conversationId) return;
    clearTimeout(timers.current.get(event.userId));
    timers.current.set(
      event.userId,
      setTimeout(() => stop(event.userId), TYPING_SHOWN_MS),
    );
    setTyping((ids) => (ids.includes(event.userId) ? ids : [...ids, event.userId]));
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message ends its sender's typing
  useEffect(() => {
    if (lastMessage) stop(lastMessage.senderId);
  }, [lastMessage?.id, stop]);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);
  return typing;
}

/** A function to call as the viewer writes: it tells the others at most every `TYPING_EVERY_MS`. */
export function useTypingSignal(conversationId: string): () => void {
  const lastSent = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - lastSent.current < TYPING_EVERY_MS) return;
    lastSent.current = now;
    sendRealtime("typing", { conversationId });
  }, [conversationId]);
}

const withMark = (marks: ReadMark[], mark: ReadMark) =>
  marks.map((known) =>
    known.userId === mark.userId ? { ...known, seq: Math.max(known.seq, mark.seq) } : known,
  );

/** Keeps the thread's read marks as the others read, pushed as they do. */
export function useLiveReadMarks(conversationId: string): void {
  const queryClient = useQueryClient();
  useRealtimeEvent("read", ({ conversationId: id, userId, seq }) => {
    if (id !== conversationId) return;
    queryClient.setQueryData<InfiniteData<Conversation, unknown>>(
      conversationsKeys.thread(id),
      (thread) =>
        thread && {
          ...thread,
          pages: thread.pages.map((page) => ({
            ...page,
            readMarks: withMark(page.readMarks, { userId, seq }),
          })),
        },
    );
  });
}
