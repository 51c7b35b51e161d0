// People search (`GET /v1/users?keyword=...`, name words through the tokens of migrations 0005-0006) over
// 100,000 seeded users on PostgreSQL, then EXPLAIN (ANALYZE, BUFFERS) of the very statements CBM ran for
// each keyword, prepared with CBM's session settings so that the plans are the generic ones CBM runs.
import { type UserListPage, UserSearchQuerySchema } from "@cbm/contracts";
import type autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { TOTAL_CAP } from "../../apps/server/src/modules/users/search.ts";
import { usersService } from "../../apps/server/src/modules/users/service.ts";
import { register } from "../accounts.ts";
import { log, plan } from "../config.ts";
import { type Measurement, measure, median } from "../load.ts";
import {
  capturingDatabase,
  cbmSession,
  explainAsCbm,
  indent,
  noBus,
  noStorage,
  ranByCbm,
  whileWatchingStatements,
} from "../plans.ts";
import { startCbm, stop } from "../processes.ts";
import type { Target } from "../report.ts";
import { seedPeople, seedSession } from "./people.ts";
import { KEYWORDS } from "./user-search-data.ts";

export const SEARCH_TARGET: Target = {
  source: "issue 4 §8",
  route: "GET /v1/users?keyword=... over 100,000 users",
  shareOfBaseline: 0.25,
  p99Ms: 50,
};

const SEEDED_USERS = 100_000;
/** The index of the name tokens (migration 0005) the search reads people from. */
const TOKENS_INDEX = "user_name_tokens_term_created_idx";

/**
 * 100,000 people in one statement (people.ts), then what autovacuum does soon after on live tables:
 * statistics for the planner, the GIN index's pending list merged into the index proper, and the
 * visibility map that lets index-only scans skip the table (the insert trigger of migration 0006 filled
 * the name tokens in the same statement).
 */
async function seedUsers(databaseUrl: string): Promise<void> {
  const session = await seedSession(databaseUrl);
  try {
    await seedPeople(session.db, SEEDED_USERS);
    await session.db.execute(sql`vacuum analyze users, user_name_tokens, user_name_terms`);
  } finally {
    await session.end();
  }
}

/** Each connection cycles through every keyword, starting at its own, so they search different names at once. */
function searchLoad(base: string, accessToken: string): autocannon.Options {
  const requests = KEYWORDS.map((keyword) => ({
    method: "GET",
    path: `/v1/users?keyword=${encodeURIComponent(keyword)}`,
    headers: { authorization: `Bearer ${accessToken}` },
  }));
  let next = 0;
  return {
    url: base,
    setupClient(client) {
      const first = next++ % requests.length;
      client.setRequests([...requests.slice(first), ...requests.slice(0, first)]);
    },
  };
}

export interface ExplainedStatement {
  /**
   * "search": the page of people with the count behind the response's `total`, one statement; "retry":
   * the same again with every word's typos, run when the first found nobody.
   */
  kind: "search" | "retry";
  text: string;
  params: unknown[];
  plan: string;
  executionMs: number;
  usesTokensIndex: boolean;
}

export interface KeywordPlans {
  keyword: string;
  /** The response's `total`: how many people the keyword matches, at most TOTAL_CAP. */
  matches: number;
  /** More people match than `matches`. */
  capped: boolean;
  statements: ExplainedStatement[];
}

export interface SearchPlans {
  seededUsers: number;
  /** Every statement text EXPLAINed here is one CBM's own connections ran under the load. */
  sameStatementsAsCbm: boolean;
  keywords: KeywordPlans[];
}

/**
 * Runs the users service's `search` (the route's only call) for each keyword, as the route does: the
 * query string parsed by the same contract, the viewer the signed-in user, CBM's session settings.
 * Drizzle's logger hands over each statement with its parameters, which are then prepared and run
 * again under EXPLAIN (ANALYZE, BUFFERS).
 */
async function explainSearches(
  databaseUrl: string,
  viewerId: string,
  cbmRan: Set<string>,
): Promise<SearchPlans> {
  const capture = capturingDatabase(databaseUrl);
  const users = usersService({ database: capture.database, storage: noStorage, bus: noBus });
  const client = await cbmSession(databaseUrl);
  try {
    const keywords: KeywordPlans[] = [];
    for (const keyword of KEYWORDS) {
      const page = await users.search(viewerId, UserSearchQuerySchema.parse({ keyword }));
      const found = JSON.parse(page.text) as UserListPage;
      const statements: ExplainedStatement[] = [];
      for (const [index, statement] of capture.take().entries()) {
        const { plan, executionMs } = await explainAsCbm(client, statement);
        statements.push({
          kind: index === 0 ? "search" : "retry",
          ...statement,
          plan,
          executionMs,
          usesTokensIndex: plan.includes(TOKENS_INDEX),
        });
      }
      keywords.push({ keyword, matches: found.total, capped: found.totalCapped === true, statements });
    }
    const texts = keywords.flatMap((entry) => entry.statements.map((statement) => statement.text));
    return {
      seededUsers: SEEDED_USERS,
      sameStatementsAsCbm: texts.every((text) => ranByCbm(text, cbmRan)),
      keywords,
    };
  } finally {
    await Promise.all([capture.database.close(), client.end()]);
  }
}

/** `cbm-postgres search` on a CBM of its own, seeded after it migrated; its plans once the load is over. */
export async function benchUserSearch(): Promise<{ search: Measurement; plans: SearchPlans }> {
  log("starting CBM on postgres for the user search");
  const { child, base, databaseUrl } = await startCbm("postgres");
  if (!databaseUrl) throw new Error("CBM on postgres has no database URL");
  try {
    const account = await register(base);
    const seeding = performance.now();
    await seedUsers(databaseUrl);
    log(`seeded ${SEEDED_USERS} users in ${((performance.now() - seeding) / 1000).toFixed(1)}s`);
    const { result: search, ran: cbmRan } = await whileWatchingStatements(databaseUrl, () =>
      measure("cbm-postgres search", searchLoad(base, account.accessToken), plan, {
        serverPid: child.pid,
        progress: log,
      }),
    );
    log(`explaining the search statements of ${KEYWORDS.length} keywords`);
    const plans = await explainSearches(databaseUrl, account.userId, cbmRan);
    return { search, plans };
  } finally {
    await stop(child);
  }
}

/** What the report prints about the plans: index use over all keywords, and the slowest keyword's plans. */
export function planLines(plans: SearchPlans): string[] {
  const kinds = ["search", "retry"] as const;
  const of = (kind: (typeof kinds)[number]) =>
    plans.keywords.flatMap((entry) => entry.statements.filter((statement) => statement.kind === kind));
  const total = (entry: KeywordPlans) =>
    entry.statements.reduce((sum, statement) => sum + statement.executionMs, 0);
  const slowest = plans.keywords.reduce((worst, entry) => (total(entry) > total(worst) ? entry : worst));
  const matches = plans.keywords.map((entry) => entry.matches);
  return [
    `User search plans: EXPLAIN (ANALYZE, BUFFERS) of the statements CBM's users service built for each of the ${plans.keywords.length} keywords, run after the load on the same database (${plans.seededUsers.toLocaleString("en")} seeded users).`,
    plans.sameStatementsAsCbm
      ? "  statement texts: the same as CBM's own connections ran under the load (pg_stat_activity)"
      : "  STATEMENT MISMATCH: CBM's connections did not run the statements explained here under the load (apps/server changed after the build?)",
    ...kinds.map((kind) => {
      const statements = of(kind);
      const times = statements.map((statement) => statement.executionMs);
      if (statements.length === 0) return `  ${kind} statement: not run`;
      return `  ${kind} statement (${statements.length} keywords): reads ${TOKENS_INDEX} in ${statements.filter((statement) => statement.usesTokensIndex).length}; execution median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`;
    }),
    `  matches per keyword (the response's total): median ${median(matches)}, max ${Math.max(...matches)}, capped at ${TOTAL_CAP} in ${plans.keywords.filter((entry) => entry.capped).length}`,
    ...slowest.statements.flatMap((statement) => [
      `  slowest keyword "${slowest.keyword}" (${slowest.matches} matches), ${statement.kind} statement:`,
      indent(statement.text),
      indent(statement.plan),
    ]),
  ];
}
