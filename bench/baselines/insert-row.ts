// Baseline 4: bare Fastify inserting one message-shaped row per request with `pg` (a pool of 10, as CBM
// uses) into a table it creates in its own database (INSERT_DATABASE_URL), answering the row as JSON: the
// ceiling of "one write per request", which sending a chat message is compared with.
import { randomUUID } from "node:crypto";
import Fastify from "fastify";
import pg from "pg";
import { listenAndReport } from "./shared.ts";

const url = process.env.INSERT_DATABASE_URL;
if (!url) throw new Error("INSERT_DATABASE_URL is required");

const pool = new pg.Pool({ connectionString: url, max: 10 });
await pool.query(`
  create table if not exists bench_messages (
    id uuid primary key default gen_random_uuid(),
    conversation_id uuid not null,
    sender_id uuid not null,
    kind text not null default 'message',
    text text not null,
    image jsonb,
    created_at timestamptz not null default now()
  )`);
await pool.query(
  "create index if not exists bench_messages_conversation_idx on bench_messages (conversation_id, created_at)",
);

interface Row {
  id: string;
  conversation_id: string;
  sender_id: string;
  kind: string;
  text: string;
  image: unknown;
  created_at: Date;
}

const senderId = randomUUID();
const app = Fastify({ logger: false });
app.post<{ Params: { id: string }; Body: { message: string } }>(
  "/conversation/:id",
  async (request, reply) => {
    const { rows } = await pool.query<Row>(
      "insert into bench_messages (conversation_id, sender_id, text) values ($1, $2, $3) returning *",
      [request.params.id, senderId, request.body.message.trim()],
    );
    const row = rows[0] as Row;
    return reply.code(201).send({
      id: row.id,
      conversationId: row.conversation_id,
      kind: row.kind,
      senderId: row.sender_id,
      text: row.text,
      image: row.image,
      createdAt: row.created_at.toISOString(),
    });
  },
);
app.addHook("onClose", () => pool.end());
await listenAndReport(app, `/conversation/${randomUUID()}`);
