// Messages (issue 16 §6) on PostgreSQL: sending a chat message over HTTP, against baseline-insert (one
// message-shaped row inserted per request), and the delivery time from a send through one CBM instance to
// the recipient's socket on another, the two instances sharing one database and one Redis.
import { randomBytes } from "node:crypto";
import type autocannon from "autocannon";
import { log, plan, redisUrl } from "../config.ts";
import { type Measurement, measureInTurns } from "../load.ts";
import { type Cbm, startCbm, stop } from "../processes.ts";
import { type TargetCheck, type Target as ThroughputTarget, verdict, verdictLine } from "../report.ts";
import { startedBaselineInsert } from "./baselines.ts";
import { type Delivery, measureDelivery, type Pair } from "./deliveries.ts";
import { type SignedInPerson, seedSession, seedSignedInPeople } from "./people.ts";

/** Pairs of people, each with its conversation; 1,000 sockets on each instance for the delivery. */
const PAIRS = 1000;
/** Messages a second sent through the sending instance while the delivery time is measured. */
const DELIVERY_RATE = 100;
const MESSAGE = "Is the linen blazer still available in M? I could pick it up on Saturday.";

const SEND_TARGET: ThroughputTarget = {
  source: "issue 16 §6",
  route: "POST /v1/conversation/{id}",
  shareOfBaseline: 0.4,
};
const DELIVERY_P99_MS = 50;

export interface MessagesResult {
  baseline: Measurement;
  send: Measurement;
  delivery: Delivery;
}

/** Each pair's one-to-one conversation, opened by its sender through the API, 20 at a time. */
async function openConversations(base: string, people: SignedInPerson[]): Promise<Pair[]> {
  const pairs: Pair[] = [];
  for (let start = 0; start < PAIRS; start += 20) {
    const opened = await Promise.all(
      people.slice(start, Math.min(start + 20, PAIRS)).map(async (sender, offset) => {
        const recipient = people[PAIRS + start + offset] as SignedInPerson;
        const response = await fetch(`${base}/v1/user/${recipient.userId}/chat`, {
          headers: { authorization: `Bearer ${sender.accessToken}` },
        });
        if (!response.ok)
          throw new Error(`opening a conversation: ${response.status} ${await response.text()}`);
        const { id } = (await response.json()) as { id: string };
        return { conversationId: id, sender, recipient };
      }),
    );
    pairs.push(...opened);
  }
  return pairs;
}

/**
 * Each autocannon connection sends in conversations of its own (connection c in the pairs c, c + 50, ...),
 * so no two requests in flight wait for the same conversation's lock: the load measures sending, not one
 * row lock queueing every request (a chat's traffic is spread over many conversations).
 */
function sendingLoad(base: string, pairs: Pair[]): autocannon.Options {
  let next = 0;
  return {
    url: base,
    setupClient(client) {
      const connection = next++ % plan.connections;
      client.setRequests(
        pairs
          .filter((_, index) => index % plan.connections === connection)
          .map((pair) => ({
            method: "POST" as const,
            path: `/v1/conversation/${pair.conversationId}`,
            headers: {
              authorization: `Bearer ${pair.sender.accessToken}`,
              "content-type": "application/json",
            },
            body: JSON.stringify({ message: MESSAGE }),
          })),
      );
    },
  };
}

/** Two instances of the production bundle on one PostgreSQL database and one Redis prefix of their own. */
async function twoInstances(): Promise<{ sending: Cbm; receiving: Cbm; jwtSecret: string }> {
  const jwtSecret = randomBytes(32).toString("base64url");
  const env = {
    JWT_SECRET: jwtSecret,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `cbm-bench-${randomBytes(4).toString("hex")}:`,
  };
  log(`starting two CBM instances on postgres and Redis (${redisUrl}) for messages`);
  const sending = await startCbm("postgres", { env });
  const receiving = await startCbm("postgres", { env, databaseUrl: sending.databaseUrl });
  return { sending, receiving, jwtSecret };
}

export async function benchMessages(): Promise<MessagesResult> {
  const inserting = await startedBaselineInsert(JSON.stringify({ message: MESSAGE }));
  const { sending, receiving, jwtSecret } = await twoInstances();
  try {
    log(`seeding ${PAIRS * 2} signed-in people and opening their ${PAIRS} conversations`);
    const { db, end } = await seedSession(sending.databaseUrl as string);
    const people = await seedSignedInPeople(db, PAIRS * 2, jwtSecret).finally(end);
    const pairs = await openConversations(sending.base, people);
    const sendLoad = {
      name: "cbm-postgres send message",
      target: sendingLoad(sending.base, pairs),
      serverPid: sending.child.pid,
    };
    const [baseline, send] = (await measureInTurns([inserting.load, sendLoad], plan, log)) as [
      Measurement,
      Measurement,
    ];
    const delivery = await measureDelivery(sending.base, receiving.base, pairs, {
      rate: DELIVERY_RATE,
      warmupSeconds: plan.warmupSeconds,
      durationSeconds: plan.durationSeconds,
    });
    return { baseline, send, delivery };
  } finally {
    await stop(receiving.child);
    await stop(sending.child);
    await stop(inserting.child);
  }
}

export interface DeliveryCheck extends Delivery {
  what: string;
  p99Ms: number;
  met: boolean;
}

/** The verdicts on issue 16 §6's targets, and the lines that report them. */
export function checkMessages(result: MessagesResult): {
  checks: [TargetCheck, DeliveryCheck];
  lines: string[];
} {
  const { baseline, send, delivery } = result;
  const sendCheck = verdict(SEND_TARGET, send, baseline);
  const complete = delivery.sent > 0 && delivery.delivered === delivery.sent;
  const deliveryCheck: DeliveryCheck = {
    ...delivery,
    what: "delivery from a send through one instance to the recipient's socket on another (Redis)",
    p99Ms: DELIVERY_P99_MS,
    met: complete && delivery.p99 < DELIVERY_P99_MS,
  };
  const cpu = (measured: Measurement) => measured.serverCpuMicrosPerRequest?.toFixed(0) ?? "-";
  const lines = [
    `Targets (${SEND_TARGET.source}), on PostgreSQL:`,
    `  ${SEND_TARGET.route} at >= ${SEND_TARGET.shareOfBaseline * 100}% of baseline-insert's req/s (${PAIRS} conversations, each connection in its own):`,
    `  ${verdictLine(sendCheck)} (server CPU per request ${cpu(send)} µs vs ${cpu(baseline)} µs)`,
    `  delivery, ${delivery.sockets} sockets over two instances, ${delivery.rate} messages/s through one to recipients on the other: p50 ${delivery.p50.toFixed(1)} ms, p99 ${delivery.p99.toFixed(1)} ms (< ${DELIVERY_P99_MS}: ${deliveryCheck.met ? "MET" : "MISSED"}), max ${delivery.max.toFixed(1)} ms`,
    `    delivered ${delivery.delivered} of ${delivery.sent} sent (failed sends ${delivery.failedSends}); the send's own answer p50 ${delivery.sendP50.toFixed(1)} ms, p99 ${delivery.sendP99.toFixed(1)} ms; from the answer to the push p50 ${delivery.afterAnswerP50.toFixed(1)} ms, p99 ${delivery.afterAnswerP99.toFixed(1)} ms; the bench's event loop delay p99 ${delivery.benchLoopDelayP99.toFixed(1)} ms`,
    "",
  ];
  return { checks: [sendCheck, deliveryCheck], lines };
}
