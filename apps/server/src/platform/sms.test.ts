import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { json } from "node:stream/consumers";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registerPerson, startTestApp, type TestApp } from "../testing/harness.ts";
import { httpSms, type Sms } from "./sms.ts";

interface Received {
  method: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Sms;
}

/** A stand-in SMS provider on a free local port: keeps every request and answers `status`. */
async function startProvider() {
  const provider = { url: "", status: 200, received: [] as Received[], close: async () => {} };
  const server = createServer(async (request, response) => {
    provider.received.push({
      method: request.method,
      authorization: request.headers.authorization,
      contentType: request.headers["content-type"],
      body: (await json(request)) as Sms,
    });
    response.writeHead(provider.status, { "content-type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  provider.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`;
  provider.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return provider;
}

let provider: Awaited<ReturnType<typeof startProvider>>;

beforeAll(async () => {
  provider = await startProvider();
});
beforeEach(() => {
  provider.status = 200;
  provider.received.length = 0;
});
afterAll(() => provider.close());

describe("httpSms", () => {
  it("posts the message as JSON with the bearer token", async () => {
    await httpSms(provider.url, "provider-token").send({ to: "+14155550123", text: "Your code is 123456" });
    expect(provider.received).toEqual([
      {
        method: "POST",
        authorization: "Bearer provider-token",
        contentType: "application/json",
        body: { to: "+14155550123", text: "Your code is 123456" },
      },
    ]);
  });

  it("sends no authorization header without a token", async () => {
    await httpSms(provider.url).send({ to: "+14155550123", text: "Hello" });
    expect(provider.received[0]?.authorization).toBeUndefined();
  });

  it("rejects when the provider answers anything but 2xx", async () => {
    provider.status = 500;
    await expect(
      httpSms(provider.url, "provider-token").send({ to: "+14155550123", text: "Hello" }),
    ).rejects.toThrow("SMS provider answered 500");
  });
});

describe("with SMS_PROVIDER_URL set", () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp({ SMS_PROVIDER_URL: provider.url, SMS_PROVIDER_TOKEN: "provider-token" });
  });
  afterAll(() => test.close());

  it("texts the phone code through the provider", async () => {
    const person = await registerPerson(test, { phone: "+14155550123" });
    const sent = await test.request({
      method: "POST",
      url: "/v1/authorization/mobile/send-code",
      headers: person.headers,
    });
    expect(sent.statusCode).toBe(200);
    expect(provider.received.map((request) => request.body.to)).toEqual(["+14155550123"]);
    expect(test.deps.outbox.list("+14155550123")).toEqual([]);
  });

  it("answers 503 when the provider fails, and the code it tried to send does not work", async () => {
    provider.status = 500;
    const person = await registerPerson(test, { phone: "+14155550124" });
    const sent = await test.request({
      method: "POST",
      url: "/v1/authorization/mobile/send-code",
      headers: person.headers,
    });
    expect(sent.statusCode).toBe(503);
    expect(sent.json()).toEqual({
      message: "We could not send the text message, please try again in a moment.",
    });

    const attempted = /\b(\d{6})\b/.exec(provider.received[0]?.body.text ?? "")?.[1];
    expect(attempted).toBeDefined();
    const verified = await test.request({
      method: "POST",
      url: "/v1/authorization/mobile/verify-code",
      headers: person.headers,
      payload: { code: attempted },
    });
    expect(verified.statusCode).toBe(400);
    expect(verified.json()).toHaveProperty("code");
  });
});
