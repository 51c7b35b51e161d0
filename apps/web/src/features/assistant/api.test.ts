import { describe, expect, it, vi } from "vitest";
import { askAssistant, CONNECTION_ERROR, NO_RESPONSE } from "./api.ts";

const answering = (response: Response | Promise<never>) =>
  vi.fn(() => Promise.resolve(response)) as unknown as typeof fetch;

describe("askAssistant (spec sections 7 and 8)", () => {
  it("posts the message without any authorization and answers the reply", async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ reply: "Try camel with navy." })));
    expect(await askAssistant("What goes with navy?", fetcher as unknown as typeof fetch)).toBe(
      "Try camel with navy.",
    );
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/Chatbot\/chat$/);
    expect(JSON.parse(String(init.body))).toEqual({ message: "What goes with navy?" });
    expect(init.headers).not.toHaveProperty("authorization");
  });

  it("says '[No response]' when the reply field is missing", async () => {
    expect(await askAssistant("hi", answering(new Response(JSON.stringify({ answer: "x" }))))).toBe(
      NO_RESPONSE,
    );
  });

  it("says 'Connection error. Please try again.' when the call or the parsing fails", async () => {
    const refused = vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))) as unknown as typeof fetch;
    expect(await askAssistant("hi", refused)).toBe(CONNECTION_ERROR);
    expect(await askAssistant("hi", answering(new Response("<html>")))).toBe(CONNECTION_ERROR);
    expect(await askAssistant("hi", answering(new Response("{}", { status: 502 })))).toBe(CONNECTION_ERROR);
  });
});
