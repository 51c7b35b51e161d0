import type { AddressInfo } from "node:net";
import { text } from "node:stream/consumers";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, registerPerson, startTestApp, type TestApp } from "../testing/harness.ts";
import { smtpMailer } from "./mail.ts";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that keeps every message it accepts. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      text(stream).then((raw) => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom ? mailFrom.address : "",
          to: rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first message to `to`, waiting for mail that is sent after the response. */
    async mailTo(to: string): Promise<Received> {
      for (let tries = 0; tries < 100; tries++) {
        const mail = received.find((message) => message.to.includes(to));
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no mail to ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

describe("smtpMailer", () => {
  it("delivers the mail to an SMTP server, from the configured sender", async () => {
    const mailer = smtpMailer(smtp.url, "CBM <no-reply@cbm.local>");
    try {
      await mailer.send({
        to: "ada@example.test",
        subject: "Hello from CBM",
        text: "Your order has shipped.",
      });
    } finally {
      await mailer.close();
    }
    const mail = await smtp.mailTo("ada@example.test");
    expect(mail.from).toBe("no-reply@cbm.local");
    expect(mail.to).toEqual(["ada@example.test"]);
    expect(mail.raw).toContain("Subject: Hello from CBM");
    expect(mail.raw).toContain("Your order has shipped.");
  });

  it("rejects when no SMTP server answers", async () => {
    const closed = await startSmtpServer();
    await closed.close();
    const mailer = smtpMailer(closed.url, "CBM <no-reply@cbm.local>");
    try {
      await expect(mailer.send({ to: "ada@example.test", subject: "Hello", text: "Hi" })).rejects.toThrow();
    } finally {
      await mailer.close();
    }
  });
});

describe("with SMTP_URL set", () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(() => test.close());

  it("mails the password reset code through SMTP, and that code resets the password", async () => {
    const person = await registerPerson(test);
    const sent = await test.request({
      method: "POST",
      url: "/v1/authorization/forgot-password/send-code",
      payload: { email: person.email },
    });
    expect(sent.statusCode).toBe(200);

    const mail = await smtp.mailTo(person.email);
    expect(mail.raw).toContain("Subject: Your CBM password reset code");
    expect(test.deps.outbox.list(person.email)).toEqual([]);
    const code = /the code (\d{6})/.exec(mail.raw)?.[1];
    expect(code).toBeDefined();

    const changed = await test.request({
      method: "POST",
      url: "/v1/authorization/forgot-password/change-password",
      payload: { email: person.email, code, password: `${PASSWORD} renewed` },
    });
    expect(changed.statusCode).toBe(200);
  });
});
