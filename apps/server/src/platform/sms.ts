import type { DevOutbox } from "./outbox.ts";

export interface Sms {
  to: string;
  text: string;
}

export interface SmsSender {
  send(sms: Sms): Promise<void>;
}

export function devSms(outbox: DevOutbox): SmsSender {
  return {
    async send(sms) {
      outbox.add({ channel: "sms", to: sms.to, subject: null, text: sms.text });
    },
  };
}

/** A provider reached by an authenticated JSON POST `{ to, text }`; anything but 2xx is a failure. */
export function httpSms(url: string, token?: string): SmsSender {
  return {
    async send(sms) {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(sms),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}
