// Delivery time across instances (issue 16 §6): every person of the pairs keeps a socket open, the senders
// on the sending instance and the recipients on the receiving one; messages go out through the sending
// instance at a steady rate, and each one's time runs from the moment the bench sends it to the moment the
// recipient's socket hears `changed` {topic: "conversations"}, carried from one instance to the other by
// Redis. One process holds all the sockets (websocket transport only), so the bench's own event loop is
// part of what is measured: the figures are an upper bound.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { socketsOf } from "../../apps/server/src/testing/sockets.ts";
import { log } from "../config.ts";
import { percentile } from "../load.ts";
import type { SignedInPerson } from "./people.ts";

type SocketOf = ReturnType<typeof socketsOf>["socketOf"];
type Socket = Awaited<ReturnType<SocketOf>>["socket"];

export interface Pair {
  conversationId: string;
  sender: SignedInPerson;
  recipient: SignedInPerson;
}

export interface Delivery {
  /** Messages sent a second, through the sending instance. */
  rate: number;
  /** Sockets open during the measurement, on both instances. */
  sockets: number;
  sent: number;
  delivered: number;
  /** Sends that did not answer 201. */
  failedSends: number;
  /** From the send to the recipient's socket hearing of it, in milliseconds. */
  p50: number;
  p99: number;
  max: number;
  /** The HTTP send alone, from the send to its answer: the part of the delivery spent before the push. */
  sendP50: number;
  sendP99: number;
  /** From the send's answer to the push's arrival (below 0 when the push came first): Redis and the other instance. */
  afterAnswerP50: number;
  afterAnswerP99: number;
  /** The p99 delay of the bench's own event loop, which holds every socket, over the measured sends. */
  benchLoopDelayP99: number;
}

/** Opens a socket per person on `url`, `batch` handshakes at a time; fails on any refusal. */
async function connectAll(
  socketOf: SocketOf,
  url: string,
  people: SignedInPerson[],
  batch = 100,
): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let start = 0; start < people.length; start += batch) {
    const opened = await Promise.all(
      people.slice(start, start + batch).map((person) => socketOf(url, person.accessToken)),
    );
    const refused = opened.find((one) => one.refused !== undefined);
    if (refused) throw new Error(`a bench socket was refused by ${url}: ${refused.refused}`);
    sockets.push(...opened.map((one) => one.socket));
  }
  return sockets;
}

/** Calls `fire` `rate` times a second for `seconds`, without waiting for one call to end before the next. */
async function steadily(rate: number, seconds: number, fire: () => Promise<void>): Promise<void> {
  const started = performance.now();
  const calls: Promise<void>[] = [];
  for (let call = 0; call < Math.round(rate * seconds); call++) {
    const wait = started + (call * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    calls.push(fire());
  }
  await Promise.all(calls);
}

/** A send on its way to its recipient's socket (times from performance.now()); only the measured ones count. */
interface Send {
  sentAt: number;
  answeredAt?: number;
  arrivedAt?: number;
  failed?: boolean;
}

/** Each pair's sends in order: a push on the pair's recipient's socket answers its oldest send still waiting. */
function listenForPushes(receivers: Socket[], waiting: Send[][]): void {
  receivers.forEach((socket, index) => {
    socket.on("changed", (payload: { topic?: string }) => {
      if (payload?.topic !== "conversations") return;
      const send = waiting[index]?.shift();
      if (send) send.arrivedAt = performance.now();
    });
  });
}

/** A function sending the next pair's message through `base`, each pair in turn, and noting its times in `send`. */
function sender(base: string, pairs: Pair[], waiting: Send[][]) {
  let next = 0;
  return async (send: Send) => {
    const index = next++ % pairs.length;
    const pair = pairs[index] as Pair;
    waiting[index]?.push(send);
    const status = await fetch(`${base}/v1/conversation/${pair.conversationId}`, {
      method: "POST",
      headers: { authorization: `Bearer ${pair.sender.accessToken}`, "content-type": "application/json" },
      body: JSON.stringify({ message: `Message ${next}: is the blazer still available?` }),
    }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      () => 0,
    );
    send.answeredAt = performance.now();
    if (status === 201) return;
    // Nothing will be pushed for it.
    send.failed = true;
    waiting[index]?.splice(waiting[index].indexOf(send), 1);
  };
}

function summary(sends: Send[], rate: number, sockets: number, loopDelayP99: number): Delivery {
  const sorted = (values: number[]) => values.sort((one, other) => one - other);
  const arrived = sends.filter((send) => send.arrivedAt !== undefined && send.answeredAt !== undefined);
  const delivery = sorted(arrived.map((send) => (send.arrivedAt as number) - send.sentAt));
  const answer = sorted(
    sends.filter((send) => !send.failed).map((send) => (send.answeredAt as number) - send.sentAt),
  );
  const afterAnswer = sorted(arrived.map((send) => (send.arrivedAt as number) - (send.answeredAt as number)));
  return {
    rate,
    sockets,
    sent: sends.length,
    delivered: arrived.length,
    failedSends: sends.filter((send) => send.failed).length,
    p50: percentile(delivery, 0.5),
    p99: percentile(delivery, 0.99),
    max: delivery.at(-1) ?? 0,
    sendP50: percentile(answer, 0.5),
    sendP99: percentile(answer, 0.99),
    afterAnswerP50: percentile(afterAnswer, 0.5),
    afterAnswerP99: percentile(afterAnswer, 0.99),
    benchLoopDelayP99: loopDelayP99,
  };
}

export async function measureDelivery(
  sendingBase: string,
  receivingBase: string,
  pairs: Pair[],
  options: { rate: number; warmupSeconds: number; durationSeconds: number },
): Promise<Delivery> {
  const { socketOf, closeAll } = socketsOf();
  try {
    log(`delivery: opening ${pairs.length} sockets on each instance`);
    await connectAll(
      socketOf,
      sendingBase,
      pairs.map((pair) => pair.sender),
    );
    const receivers = await connectAll(
      socketOf,
      receivingBase,
      pairs.map((pair) => pair.recipient),
    );
    const waiting = pairs.map((): Send[] => []);
    listenForPushes(receivers, waiting);
    const sendOne = sender(sendingBase, pairs, waiting);

    log(`delivery: warm-up ${options.warmupSeconds}s at ${options.rate} messages/s`);
    await steadily(options.rate, options.warmupSeconds, () => sendOne({ sentAt: performance.now() }));
    log(`delivery: ${options.durationSeconds}s at ${options.rate} messages/s`);
    const sends: Send[] = [];
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    loopDelay.enable();
    await steadily(options.rate, options.durationSeconds, () => {
      const send = { sentAt: performance.now() };
      sends.push(send);
      return sendOne(send);
    });
    loopDelay.disable();
    // The last pushes may still be on their way when the last sends answer.
    for (let tries = 0; tries < 20 && sends.some((send) => !send.failed && !send.arrivedAt); tries++) {
      await sleep(100);
    }
    const delivery = summary(sends, options.rate, pairs.length * 2, loopDelay.percentile(99) / 1e6);
    log(
      `delivery: ${delivery.delivered} of ${delivery.sent} delivered, p50 ${delivery.p50.toFixed(1)} ms, p99 ${delivery.p99.toFixed(1)} ms, max ${delivery.max.toFixed(1)} ms (the send's own p50 ${delivery.sendP50.toFixed(1)} ms, p99 ${delivery.sendP99.toFixed(1)} ms)`,
    );
    return delivery;
  } finally {
    await closeAll();
  }
}
