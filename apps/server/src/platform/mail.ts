import nodemailer from "nodemailer";
import type { DevOutbox } from "./outbox.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

export function devMailer(outbox: DevOutbox): Mailer {
  return {
    async send(mail) {
      outbox.add({ channel: "mail", to: mail.to, subject: mail.subject, text: mail.text });
    },
    async close() {},
  };
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    async close() {
      transport.close();
    },
  };
}
