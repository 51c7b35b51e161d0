// Baseline 3: bare Fastify reading a 20-row keyset page (newest first, after a cursor) of one indexed
// table with `pg` (a pool of 10, as CBM uses) from 100,000 outfit-shaped rows it creates in its own
// database (KEYSET_DATABASE_URL), answering them as a feed page with the next page's cursor.
import Fastify from "fastify";
import pg from "pg";
import { listenAndReport } from "./shared.ts";

const url = process.env.KEYSET_DATABASE_URL;
if (!url) throw new Error("KEYSET_DATABASE_URL is required");

const PAGE_SIZE = 20;
/** The page loaded: the one after this many rows, as deep as 50 scrolls of 20. */
const LOADED_AFTER = 1000;

const pool = new pg.Pool({ connectionString: url, max: 10 });
await pool.query(`
  create table if not exists bench_outfits (
    id uuid primary key,
    author_id uuid not null,
    author_name text not null,
    image jsonb not null,
    caption text,
    seasons text[] not null,
    tags text[] not null,
    visibility text not null,
    like_count integer not null,
    comment_count integer not null,
    created_at timestamptz not null
  )`);
await pool.query(
  "create index if not exists bench_outfits_created_idx on bench_outfits (created_at desc, id desc)",
);
await pool.query(`
  insert into bench_outfits
  select gen_random_uuid(), gen_random_uuid(), 'Author ' || n,
    jsonb_build_object('url', '/media/' || md5(n::text) || '-1080.webp', 'width', 1080, 'height', 1350,
      'variants', jsonb_build_array(
        jsonb_build_object('url', '/media/' || md5(n::text) || '-320.webp', 'width', 320),
        jsonb_build_object('url', '/media/' || md5(n::text) || '-640.webp', 'width', 640),
        jsonb_build_object('url', '/media/' || md5(n::text) || '-1080.webp', 'width', 1080))),
    'A look for the weekend', '{spring,summer}', '{minimal,linen}', 'public', n % 300, n % 20,
    now() - n * interval '5 minutes'
  from generate_series(1, 100000) as n`);
await pool.query("vacuum analyze bench_outfits");

interface Row {
  id: string;
  author_id: string;
  author_name: string;
  image: unknown;
  caption: string | null;
  seasons: string[];
  tags: string[];
  visibility: string;
  like_count: number;
  comment_count: number;
  created_at: Date;
  key: string;
}

const encodeCursor = (row: Row) => Buffer.from(JSON.stringify([row.key, row.id])).toString("base64url");

/** The cursor's [time, id]; the bench only sends cursors this server made. */
const decodeCursor = (cursor: string | undefined) =>
  cursor ? (JSON.parse(Buffer.from(cursor, "base64url").toString()) as [string, string]) : undefined;

const columns = "*, created_at::text as key";
const order = `order by created_at desc, id desc limit ${PAGE_SIZE + 1}`;

/** One more row than the page: when it is there, the page's last row is where the next starts. */
async function page(after: [string, string] | undefined) {
  const { rows } = after
    ? await pool.query<Row>(
        `select ${columns} from bench_outfits where (created_at, id) < ($1::timestamptz, $2::uuid) ${order}`,
        after,
      )
    : await pool.query<Row>(`select ${columns} from bench_outfits ${order}`);
  const shown = rows.slice(0, PAGE_SIZE);
  const last = shown.at(-1);
  return {
    items: shown.map((row) => ({
      kind: "outfit",
      outfit: {
        id: row.id,
        author: { id: row.author_id, fullName: row.author_name, avatar: null, isFollowing: true },
        image: row.image,
        caption: row.caption,
        seasons: row.seasons,
        tags: row.tags,
        visibility: row.visibility,
        likeCount: row.like_count,
        commentCount: row.comment_count,
        createdAt: row.created_at.toISOString(),
      },
    })),
    nextCursor: rows.length > PAGE_SIZE && last ? encodeCursor(last) : null,
  };
}

const { rows: start } = await pool.query<Row>(
  `select ${columns} from bench_outfits order by created_at desc, id desc offset ${LOADED_AFTER - 1} limit 1`,
);
const loaded = encodeCursor(start[0] as Row);

const app = Fastify({ logger: false });
app.get<{ Querystring: { cursor?: string } }>("/feed", (request) => page(decodeCursor(request.query.cursor)));
app.addHook("onClose", () => pool.end());
await listenAndReport(app, `/feed?cursor=${loaded}`);
