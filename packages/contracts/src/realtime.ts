/** Where the API's Socket.IO channel listens (platform/realtime.ts on the server). */
export const REALTIME_PATH = "/socket.io";

/** What a push says changed for its person; the web app fetches again what it shows of that topic. */
export const REALTIME_TOPICS = ["cart", "notifications", "conversations"] as const;
export type RealtimeTopic = (typeof REALTIME_TOPICS)[number];

/** Every event the server pushes, with what it carries. */
export interface RealtimeEvents {
  changed: { topic: RealtimeTopic };
}
