// What both baseline servers share: the profile shape they answer with, and how they report readiness.
import type { FastifyInstance } from "fastify";

/** A profile as `GET /v1/users/profile` returns it, with the same fields and similar values. */
export const sampleProfile = {
  id: "0b5f3c1e-8d7a-4e2b-9c61-3f2a7d4e5b90",
  fullName: "Bench Mark",
  firstName: "Bench",
  lastName: "Mark",
  email: "bench@example.com",
  phone: null,
  phoneVerified: false,
  avatar: null,
  sign: null,
  followerCount: 0,
  followingCount: 0,
  chatInvitation: true,
  roles: ["customer"],
  subscription: null,
};

export interface Ready {
  url: string;
  path: string;
}

/** Listens on a free loopback port and tells the parent (over IPC) where to send load. */
export async function listenAndReport(app: FastifyInstance, path: string): Promise<void> {
  const close = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGTERM", close);
  process.on("SIGINT", close);
  process.on("disconnect", close);
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  const ready: Ready = { url: address, path };
  process.send?.(ready);
}
