// Baseline 2: bare Fastify reading one row by primary key with `pg` (a pool of 10, as CBM uses)
// from a small table it creates in its own database (PK_DATABASE_URL), answering it as a profile.
import Fastify from "fastify";
import pg from "pg";
import { listenAndReport, sampleProfile } from "./shared.ts";

const url = process.env.PK_DATABASE_URL;
if (!url) throw new Error("PK_DATABASE_URL is required");

const pool = new pg.Pool({ connectionString: url, max: 10 });
await pool.query(`
  create table if not exists bench_profiles (
    id uuid primary key,
    first_name text not null,
    last_name text not null,
    email text not null unique,
    phone text,
    phone_verified_at timestamptz,
    avatar text,
    sign text,
    follower_count integer not null default 0,
    following_count integer not null default 0,
    chat_invitation boolean not null default true,
    roles text[] not null default '{customer}'
  )`);
await pool.query(`
  insert into bench_profiles (id, first_name, last_name, email)
  select gen_random_uuid(), 'First' || n, 'Last' || n, 'user' || n || '@example.com'
  from generate_series(1, 1000) as n
  on conflict do nothing`);
await pool.query(
  `insert into bench_profiles (id, first_name, last_name, email) values ($1, 'Bench', 'Mark', $2) on conflict do nothing`,
  [sampleProfile.id, sampleProfile.email],
);
await pool.query("analyze bench_profiles");

interface Row {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  phone_verified_at: Date | null;
  avatar: string | null;
  sign: string | null;
  follower_count: number;
  following_count: number;
  chat_invitation: boolean;
  roles: string[];
}

const app = Fastify({ logger: false });
app.get<{ Params: { id: string } }>("/profile/:id", async (request, reply) => {
  const { rows } = await pool.query<Row>("select * from bench_profiles where id = $1", [request.params.id]);
  const row = rows[0];
  if (!row) return reply.code(404).send({ message: "Not found" });
  return {
    id: row.id,
    fullName: `${row.first_name} ${row.last_name}`,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    phoneVerified: row.phone_verified_at !== null,
    avatar: row.avatar,
    sign: row.sign,
    followerCount: row.follower_count,
    followingCount: row.following_count,
    chatInvitation: row.chat_invitation,
    roles: row.roles,
    subscription: null,
  };
});
app.addHook("onClose", () => pool.end());
await listenAndReport(app, `/profile/${sampleProfile.id}`);
