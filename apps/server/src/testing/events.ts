import type { Event, EventBody } from "@cbm/contracts";
import type { InjectOptions } from "fastify";
import { expect } from "vitest";
import { type Person, registerPerson, type TestApp } from "./harness.ts";

type Method = NonNullable<InjectOptions["method"]>;

const HOUR = 60 * 60 * 1000;
/** An ISO time `hours` from now. */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** A public online event tomorrow, for an hour, unless `fields` say otherwise. */
export const eventBody = (fields: Partial<EventBody> = {}): EventBody => ({
  title: "Autumn trunk show",
  description: "New coats, first look",
  startsAt: hoursFromNow(24),
  endsAt: hoursFromNow(25),
  format: "online",
  streamUrl: "https://stream.example.test/live.m3u8",
  ...fields,
});

export const idOf = (person: Person) => person.auth.user.id;

/** Calls on the events API as people of each role. */
export function eventsOf(test: TestApp) {
  const call = (person: Person | null, method: Method, url: string, payload?: object) =>
    test.request({ method, url, headers: person?.headers, payload: payload as Record<string, unknown> });

  async function create(host: Person, fields: Partial<EventBody> = {}): Promise<Event> {
    const response = await call(host, "POST", "/v1/events", eventBody(fields));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Event>();
  }

  async function ok<T>(person: Person, method: Method, url: string, payload?: object): Promise<T> {
    const response = await call(person, method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }

  const retailer = () => registerPerson(test, { role: "retailer" });
  const influencer = () => registerPerson(test, { role: "influencer" });
  const customer = () => registerPerson(test);
  const block = (blocker: Person, blocked: Person) =>
    call(blocker, "POST", `/v1/user/${idOf(blocked)}/block`).then((response) =>
      expect(response.statusCode, response.body).toBe(200),
    );

  return { call, create, ok, retailer, influencer, customer, block };
}
