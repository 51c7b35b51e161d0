// Delivery time across instances (issue 16 §6): every person of the pairs keeps a socket open, the senders
// on the sending instance and the recipients on the receiving one; messages go out through the sending
// instance at a steady rate, and each one's time runs from the moment the bench sends it to the moment the
// recipient's socket hears `changed` {topic: "conversations"}, carried from one instance to the other by
// Redis. One process holds all the sockets (websocket transport only), so the bench's own event loop is
// part of what is measured: the figures are an upper bound.
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
  /** The HTTP send's own p99, for comparison: the part of the delivery time spent before the push. */
  sendP99: number;
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

/** A send on its way to its recipient's socket; only the measured ones count. */
interface InFlight {
  sentAt: number;
  measured: boolean;
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
    // Each pair's sends in order: a push answers the oldest send still waiting for one.
    const waiting = pairs.map((): InFlight[] => []);
    const deliveries: number[] = [];
    const sendTimes: number[] = [];
    receivers.forEach((socket, index) => {
      socket.on("changed", (payload: { topic?: string }) => {
        if (payload?.topic !== "conversations") return;
        const arrived = performance.now();
        const send = waiting[index]?.shift();
        if (send?.measured) deliveries.push(arrived - send.sentAt);
      });
    });

    let next = 0;
    let failedSends = 0;
    let measured = false;
    const sendOne = async () => {
      const index = next++ % pairs.length;
      const pair = pairs[index] as Pair;
      const inFlight = { sentAt: performance.now(), measured };
      waiting[index]?.push(inFlight);
      const status = await fetch(`${sendingBase}/v1/conversation/${pair.conversationId}`, {
        method: "POST",
        headers: { authorization: `Bearer ${pair.sender.accessToken}`, "content-type": "application/json" },
        body: JSON.stringify({ message: `Delivery ${next}: is the blazer still available?` }),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status;
        },
        () => 0,
      );
      if (status === 201) {
        if (inFlight.measured) sendTimes.push(performance.now() - inFlight.sentAt);
        return;
      }
      // Nothing will be pushed for it.
      waiting[index]?.splice(waiting[index].indexOf(inFlight), 1);
      if (inFlight.measured) failedSends++;
    };

    log(`delivery: warm-up ${options.warmupSeconds}s at ${options.rate} messages/s`);
    await steadily(options.rate, options.warmupSeconds, sendOne);
    measured = true;
    log(`delivery: ${options.durationSeconds}s at ${options.rate} messages/s`);
    const sentBefore = next;
    await steadily(options.rate, options.durationSeconds, sendOne);
    const sent = next - sentBefore;
    // The last pushes are still on their way when the last sends answer.
    for (let tries = 0; tries < 20 && deliveries.length < sent - failedSends; tries++) await sleep(100);

    const sorted = [...deliveries].sort((one, other) => one - other);
    const delivery: Delivery = {
      rate: options.rate,
      sockets: pairs.length * 2,
      sent,
      delivered: deliveries.length,
      failedSends,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      max: sorted.at(-1) ?? 0,
      sendP99: percentile(
        [...sendTimes].sort((one, other) => one - other),
        0.99,
      ),
    };
    log(
      `delivery: ${delivery.delivered} of ${sent} delivered, p50 ${delivery.p50.toFixed(1)} ms, p99 ${delivery.p99.toFixed(1)} ms, max ${delivery.max.toFixed(1)} ms (the send's own p99 ${delivery.sendP99.toFixed(1)} ms)`,
    );
    return delivery;
  } finally {
    await closeAll();
  }
}
