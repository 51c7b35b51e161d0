import { Writable } from "node:stream";
import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { devMailer } from "./mail.ts";
import { DevOutbox } from "./outbox.ts";
import { devSms } from "./sms.ts";

/** A logger whose lines are kept in memory. */
function recordingLogger(): { log: FastifyBaseLogger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: pino({ level: "trace" }, stream) as unknown as FastifyBaseLogger, lines };
}

const CODE = "493817";

describe("the dev outbox", () => {
  it.each([
    ["outside production", true],
    ["in production", false],
  ])("never writes a message's text or code to the log %s", async (_, keep) => {
    const { log, lines } = recordingLogger();
    const outbox = new DevOutbox(log, keep);
    await devMailer(outbox).send({
      to: "ada@example.test",
      subject: "Your code",
      text: `Use the code ${CODE}.`,
    });
    await devSms(outbox).send({ to: "+14155550100", text: `Your CBM verification code is ${CODE}.` });
    expect(lines).toHaveLength(2);
    expect(lines.join("")).toContain("ada@example.test");
    expect(lines.join("")).not.toContain(CODE);
  });

  it("keeps messages for /v1/dev/outbox outside production, and nothing in production", async () => {
    const kept = new DevOutbox(undefined, true);
    const dropped = new DevOutbox(undefined, false);
    for (const outbox of [kept, dropped]) {
      await devSms(outbox).send({ to: "+14155550100", text: `Your CBM verification code is ${CODE}.` });
    }
    expect(kept.list().map((message) => message.text)).toEqual([`Your CBM verification code is ${CODE}.`]);
    expect(dropped.list()).toEqual([]);
  });
});
