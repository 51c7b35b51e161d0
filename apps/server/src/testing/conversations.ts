import type { ChatMessage, Conversation, ConversationPage } from "@cbm/contracts";
import type { InjectOptions } from "fastify";
import { expect } from "vitest";
import { type Person, registerPerson, type TestApp } from "./harness.ts";

type Method = NonNullable<InjectOptions["method"]>;

export const NOT_FOUND = { message: "We could not find this conversation." };
export const idOf = (person: Person) => person.auth.user.id;

/** The conversations' calls in tests, on the app `app.test` holds (set by the file's beforeAll). */
export function talking(app: { test: TestApp }) {
  const call = (person: Person | null, method: Method, url: string, payload?: object) =>
    app.test.request({ method, url, headers: person?.headers, payload: payload as Record<string, unknown> });

  async function open(viewer: Person, other: Person): Promise<string> {
    const response = await call(viewer, "GET", `/v1/user/${idOf(other)}/chat`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: string }>().id;
  }

  async function send(sender: Person, conversationId: string, body: object): Promise<ChatMessage> {
    const response = await call(sender, "POST", `/v1/conversation/${conversationId}`, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ChatMessage>();
  }

  async function read(viewer: Person, conversationId: string, query = ""): Promise<Conversation> {
    const response = await call(viewer, "GET", `/v1/conversation/${conversationId}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Conversation>();
  }

  async function list(viewer: Person, query = ""): Promise<ConversationPage> {
    const response = await call(viewer, "GET", `/v1/conversations${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ConversationPage>();
  }

  const newMessages = async (viewer: Person) =>
    (await call(viewer, "GET", "/v1/conversations/new-message-count")).json<{ count: number }>().count;

  const pair = async () => [await registerPerson(app.test), await registerPerson(app.test)] as const;

  /** Someone who takes chats only from people they follow. */
  async function privatePerson(): Promise<Person> {
    const person = await registerPerson(app.test, { firstName: "Private" });
    const response = await call(person, "POST", "/v1/users/update-profile", { chatInvitation: false });
    expect(response.statusCode).toBe(200);
    return person;
  }

  const block = async (blocker: Person, blocked: Person) =>
    expect((await call(blocker, "POST", `/v1/user/${idOf(blocked)}/block`)).statusCode).toBe(200);

  return { call, open, send, read, list, newMessages, pair, privatePerson, block };
}
