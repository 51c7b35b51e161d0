import type { AddressInfo } from "node:net";
import { REALTIME_PATH } from "@cbm/contracts";
import { io, type Socket } from "socket.io-client";
import type { TestApp } from "./harness.ts";

/** Sockets and listening apps of a test file, closed by `closeAll` after each test. */
export function socketsOf() {
  const opened: { apps: TestApp[]; sockets: Socket[] } = { apps: [], sockets: [] };

  /** The app listening on a free port of 127.0.0.1; its address. */
  async function listening(app: TestApp): Promise<string> {
    opened.apps.push(app);
    await app.app.listen({ host: "127.0.0.1", port: 0 });
    return `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
  }

  /** A socket on `url` signed in with `token`: once connected, or with why it was refused. */
  function socketOf(url: string, token: string): Promise<{ socket: Socket; refused?: string }> {
    const socket = io(url, {
      path: REALTIME_PATH,
      auth: { token },
      transports: ["websocket"],
      reconnection: false,
    });
    opened.sockets.push(socket);
    return new Promise((resolve) => {
      socket.once("connect", () => resolve({ socket }));
      socket.once("connect_error", (error) => resolve({ socket, refused: error.message }));
    });
  }

  async function closeAll() {
    for (const socket of opened.sockets.splice(0)) socket.disconnect();
    for (const app of opened.apps.splice(0)) await app.close();
  }

  return { listening, socketOf, closeAll, track: (app: TestApp) => opened.apps.push(app) };
}

/** The next `event` the socket hears, with its payload. */
export const nextOf = (socket: Socket, event: string) =>
  new Promise<unknown>((resolve) => socket.once(event, (payload: unknown) => resolve(payload)));
