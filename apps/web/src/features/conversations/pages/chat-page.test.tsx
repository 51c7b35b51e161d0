import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import {
  ANA,
  chatMessage,
  conversationPage,
  conversationSummary,
  conversationWith,
  idOf,
} from "../../../testing/conversations.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { ChatPage } from "./chat-page.tsx";

const XSS = `<img src=x onerror="window.xssRan = true">`;
const THREAD = `GET /v1/conversation/${idOf(1)}`;
const SEND = `POST /v1/conversation/${idOf(1)}`;

const renderPage = (at = "/chat") =>
  renderWithApp(ChatPage, { path: "/chat", at, routes: { "/users/list": <p>People</p> } });

beforeEach(() => {
  window.scrollTo = () => {};
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
});

afterEach(() => vi.unstubAllGlobals());

describe("ChatPage", () => {
  it("lists the conversations newest first: the other person, the last line and the unread mark", async () => {
    stubFetch({
      "GET /v1/conversations": () =>
        json(
          200,
          conversationPage([
            conversationSummary(1, { unreadCount: 3 }),
            conversationSummary(2, {
              unreadCount: 0,
              lastMessage: {
                kind: "message",
                text: "See you",
                senderId: me.id,
                at: new Date().toISOString(),
              },
            }),
          ]),
        ),
    });
    renderPage();
    const [first, second] = within(
      await screen.findByRole("list", { name: "Your conversations" }),
    ).getAllByRole("listitem");
    if (!first || !second) throw new Error("two conversations expected");
    expect(first.textContent).toContain("Ana Lee 1");
    expect(first.textContent).toContain("Hello 1");
    expect(within(first).getByLabelText("3 unread")).toBeTruthy();
    expect(second.textContent).toContain("You: See you");
    expect(within(second).queryByLabelText(/unread/)).toBeNull();
    expect(screen.getByText("Choose a conversation to read it here.")).toBeTruthy();
  });

  it("shows the chosen conversation oldest to newest, the viewer's own on the right, and text as text", async () => {
    stubFetch({
      "GET /v1/conversations": () => json(200, conversationPage([conversationSummary(1)])),
      [THREAD]: () =>
        json(
          200,
          conversationWith([
            chatMessage(1, { text: XSS }),
            chatMessage(2, { mine: true, text: "Mine, mine!!" }),
            chatMessage(3, { text: "Send it to my bank account", offPlatformPaymentWarning: true }),
            chatMessage(4, { kind: "left", text: "" }),
          ]),
        ),
    });
    renderPage(`/chat?c=${idOf(1)}`);
    const items = within(await screen.findByRole("list", { name: "Messages" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent?.slice(0, 12))).toEqual([
      XSS.slice(0, 12),
      "Mine, mine!!",
      "Send it to m",
      "Ana Lee left",
    ]);
    // The markup is shown, never made.
    expect(screen.getByText(XSS)).toBeTruthy();
    expect(document.querySelector("img[src=x]")).toBeNull();
    expect((window as unknown as { xssRan?: boolean }).xssRan).toBeUndefined();
    expect(items[1]?.className).toMatch(/mine/);
    expect(items[0]?.className).not.toMatch(/mine/);
    expect(within(items[2] as HTMLElement).getByRole("note").textContent).toContain("pay outside CBM");
    expect(within(items[0] as HTMLElement).queryByRole("note")).toBeNull();
    expect(screen.getByRole("heading", { name: "Ana Lee" })).toBeTruthy();
  });

  it("marks Seen under the viewer's newest message the other has read, and no other", async () => {
    stubFetch({
      "GET /v1/conversations": () => json(200, conversationPage([conversationSummary(1)])),
      [THREAD]: () =>
        json(
          200,
          conversationWith(
            [chatMessage(1, { mine: true }), chatMessage(2, { mine: true }), chatMessage(3, { mine: true })],
            { readMarks: [{ userId: ANA.id, seq: 2 }] },
          ),
        ),
    });
    renderPage(`/chat?c=${idOf(1)}`);
    const items = within(await screen.findByRole("list", { name: "Messages" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent?.includes("Seen"))).toEqual([false, true, false]);
  });

  it("loads older messages above the newest page on request", async () => {
    const older = "b2xkZXI";
    const calls = stubFetch({
      "GET /v1/conversations": () => json(200, conversationPage([conversationSummary(1)])),
      [THREAD]: (_, url) =>
        url.searchParams.get("cursor") === older
          ? json(200, conversationWith([chatMessage(1), chatMessage(2)]))
          : json(200, conversationWith([chatMessage(3), chatMessage(4)], { nextCursor: older })),
    });
    renderPage(`/chat?c=${idOf(1)}`);
    const messages = await screen.findByRole("list", { name: "Messages" });
    expect(within(messages).getAllByRole("listitem")).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "Load older messages" }));
    await waitFor(() => expect(within(messages).getAllByRole("listitem")).toHaveLength(4));
    expect(
      within(messages)
        .getAllByRole("listitem")
        .map((item) => item.textContent?.slice(0, 9)),
    ).toEqual(["Message 1", "Message 2", "Message 3", "Message 4"]);
    expect(screen.queryByRole("button", { name: "Load older messages" })).toBeNull();
    expect(
      calls.filter((call) => call.key === THREAD).map((call) => call.url.searchParams.get("cursor")),
    ).toEqual([null, older]);
  });

  it("sends the trimmed text on Enter, breaks the line on Shift+Enter, and sends nothing empty", async () => {
    const calls = stubFetch({
      "GET /v1/conversations": () => json(200, conversationPage([conversationSummary(1)])),
      [THREAD]: () => json(200, conversationWith([chatMessage(1)])),
      [SEND]: () => json(201, chatMessage(2, { mine: true, text: "Hi\nthere" })),
    });
    renderPage(`/chat?c=${idOf(1)}`);
    const box = await screen.findByRole("textbox", { name: "Message" });
    const user = userEvent.setup();
    await user.type(box, "   {Enter}");
    expect(calls.filter((call) => call.key === SEND)).toHaveLength(0);
    await user.clear(box);
    await user.type(box, "  Hi{Shift>}{Enter}{/Shift}there  ");
    expect((box as HTMLTextAreaElement).value).toBe("  Hi\nthere  ");
    expect(calls.filter((call) => call.key === SEND)).toHaveLength(0);
    await user.type(box, "{Enter}");
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(""));
    const sent = calls.filter((call) => call.key === SEND);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ message: "Hi\nthere" });
  });

  it("shows a photo and the shared product and outfit as cards linking to their pages", async () => {
    const image = { url: "/media/p.webp", width: 800, height: 1000, variants: [] };
    stubFetch({
      "GET /v1/conversations": () => json(200, conversationPage([conversationSummary(1)])),
      [THREAD]: () =>
        json(
          200,
          conversationWith([
            chatMessage(1, {
              text: "This coat?",
              image,
              product: {
                id: idOf(50),
                title: "Camel wool coat",
                image,
                priceMinor: 18900,
                currency: "USD",
                link: `/shop/iris/products/${idOf(50)}`,
              },
              outfit: {
                id: idOf(60),
                image,
                caption: "Sunday in the park",
                link: `/wall/outfit/${idOf(60)}`,
              },
            }),
          ]),
        ),
    });
    renderPage(`/chat?c=${idOf(1)}`);
    const [message] = within(await screen.findByRole("list", { name: "Messages" })).getAllByRole("listitem");
    const shown = within(message as HTMLElement);
    expect(shown.getByRole("img", { name: "Photo from Ana Lee" })).toBeTruthy();
    const product = shown.getByRole("link", { name: /^Product Camel wool coat/ });
    expect(product.getAttribute("href")).toBe(`/shop/iris/products/${idOf(50)}`);
    expect(product.textContent).toContain("$189.00");
    const outfit = shown.getByRole("link", { name: "Outfit Sunday in the park" });
    expect(outfit.getAttribute("href")).toBe(`/wall/outfit/${idOf(60)}`);
  });

  it("sends a photo picked in the composer with the text, then clears both", async () => {
    const calls = stubFetch({
      "GET /v1/conversations": () => json(200, conversationPage([conversationSummary(1)])),
      [THREAD]: () => json(200, conversationWith([])),
      "POST /v1/uploads": () => json(200, { uploadUrl: "/v1/uploads/put/ph", location: "/media/ph.jpg" }),
      "PUT /v1/uploads/put/ph": () => new Response(null, { status: 204 }),
      [SEND]: () => json(201, chatMessage(1, { mine: true })),
    });
    renderPage(`/chat?c=${idOf(1)}`);
    const user = userEvent.setup();
    await user.upload(
      await screen.findByLabelText("Photo to send", { selector: "input" }),
      new File(["jpg"], "look.jpg", { type: "image/jpeg" }),
    );
    expect(await screen.findByAltText("The photo to send")).toBeTruthy();
    await waitFor(() => expect(screen.getByText("Add a few words and send it.")).toBeTruthy());
    await user.type(screen.getByRole("textbox", { name: "Message" }), "New boots{Enter}");
    await waitFor(() => expect(screen.queryByAltText("The photo to send")).toBeNull());
    const sent = calls.filter((call) => call.key === SEND);
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ message: "New boots", image: "/media/ph.jpg" });
  });

  it("keeps the text when sending fails", async () => {
    stubFetch({
      "GET /v1/conversations": () => json(200, conversationPage([conversationSummary(1)])),
      [THREAD]: () => json(200, conversationWith([])),
      [SEND]: () => json(403, { message: "You cannot write here" }),
    });
    renderPage(`/chat?c=${idOf(1)}`);
    const box = await screen.findByRole("textbox", { name: "Message" });
    await userEvent.type(box, "Hello{Enter}");
    expect(await screen.findByText("You cannot write here")).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe("Hello");
  });

  it("leaves a conversation and goes back to the list", async () => {
    const calls = stubFetch({
      "GET /v1/conversations": () => json(200, conversationPage([conversationSummary(1)])),
      [THREAD]: () => json(200, conversationWith([chatMessage(1)])),
      [`POST /v1/conversation/${idOf(1)}/leave`]: () => json(200, { message: "You left the conversation." }),
    });
    const router = renderPage(`/chat?c=${idOf(1)}`);
    await userEvent.click(await screen.findByRole("button", { name: "Leave" }));
    expect(await screen.findByText("You left the conversation.")).toBeTruthy();
    expect(calls.some((call) => call.key === `POST /v1/conversation/${idOf(1)}/leave`)).toBe(true);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it("shows the requests sent to the viewer, to accept or decline", async () => {
    const calls = stubFetch({
      "GET /v1/conversations": (_, url) =>
        json(
          200,
          conversationPage(
            url.searchParams.get("requests") === "true"
              ? [conversationSummary(5, { isRequest: true, requestedBy: idOf(900) })]
              : [],
          ),
        ),
      [`POST /v1/conversation/${idOf(5)}/accept`]: () =>
        json(200, { message: "You accepted the message request." }),
    });
    renderPage("/chat?requests=true");
    const requests = await screen.findByRole("list", { name: "Message requests" });
    expect(requests.textContent).toContain("Ana Lee 5");
    await userEvent.click(within(requests).getByRole("button", { name: "Accept" }));
    expect(await screen.findByText("You accepted the message request.")).toBeTruthy();
    expect(calls.some((call) => call.key === `POST /v1/conversation/${idOf(5)}/accept`)).toBe(true);
    expect(within(requests).getByRole("button", { name: "Decline" })).toBeTruthy();
  });

  it("invites a first conversation when there is none", async () => {
    stubFetch({ "GET /v1/conversations": () => json(200, conversationPage([])) });
    renderPage();
    expect(await screen.findByText("No conversations yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Find people" }).getAttribute("href")).toBe("/users/list");
  });

  it("offers to try again when the list fails", async () => {
    stubFetch({ "GET /v1/conversations": () => json(500, { message: "Down" }) });
    renderPage();
    expect(await screen.findByText("Your conversations could not load")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
