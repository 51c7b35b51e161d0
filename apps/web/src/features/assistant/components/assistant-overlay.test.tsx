import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { CONNECTION_ERROR, NO_RESPONSE } from "../api.ts";
import { AssistantOverlay } from "./assistant-overlay.tsx";
import { SUGGESTED_QUESTIONS } from "./empty-conversation.tsx";

const CHAT = "POST /Chatbot/chat";

function replying(reply: (message: string) => Response) {
  return stubFetch({ [CHAT]: (init) => reply(JSON.parse(String(init.body)).message) });
}

/** The overlay, open, in a router with the pages its links lead to. */
async function renderOverlay() {
  const router = renderWithApp(() => <AssistantOverlay defaultOpened />, {
    routes: {
      "/help": <p>The help index</p>,
      "/help/returns-and-refunds": <p>The returns article</p>,
      "/shop": <p>The shop</p>,
    },
  });
  await screen.findByRole("dialog", { name: "CBM Assistant" });
  return router;
}

const dialog = () => screen.getByRole("dialog", { name: "CBM Assistant" });
const botMessages = () =>
  [...document.querySelectorAll('[data-sender="bot"]')].map((node) => node.textContent);

async function ask(text: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Ask your question"), `${text}{Enter}`);
  return user;
}

afterEach(() => vi.unstubAllGlobals());

describe("AssistantOverlay: the empty window", () => {
  it("offers the suggested questions, and one click sends it", async () => {
    const calls = replying(() => json(200, { reply: "Open /help/returns-and-refunds." }));
    await renderOverlay();
    for (const question of SUGGESTED_QUESTIONS)
      expect(screen.getByRole("button", { name: question })).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "How do I return an order?" }));

    await waitFor(() => expect(botMessages()).toEqual(["Open /help/returns-and-refunds."]));
    expect(calls.map((call) => JSON.parse(String(call.init.body)))).toEqual([
      { message: "How do I return an order?" },
    ]);
    expect(document.querySelector('[data-sender="user"]')?.textContent).toBe("How do I return an order?");
    expect(screen.queryByRole("button", { name: "Black boots under 100" })).toBeNull();
  });

  it("leads to the help articles and closes", async () => {
    const router = await renderOverlay();
    await userEvent.click(screen.getByRole("link", { name: "Browse the help articles" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/help"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

describe("AssistantOverlay: waiting", () => {
  it("shows the typing indicator as a status until the reply comes", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    await renderOverlay();
    await ask("What is live now?");

    expect(screen.getByRole("status", { name: "CBM Assistant is typing" })).toBeTruthy();
    await act(async () => answer(json(200, { reply: "Nothing is live right now." })));

    expect(await screen.findByText("Nothing is live right now.")).toBeTruthy();
    expect(screen.queryByRole("status", { name: "CBM Assistant is typing" })).toBeNull();
  });
});

describe("AssistantOverlay: links in a reply", () => {
  it("follows an app path inside the app and closes the window", async () => {
    replying(() =>
      json(200, { reply: "See [Returns and refunds](/help/returns-and-refunds) for the steps." }),
    );
    const router = await renderOverlay();
    await ask("How do I return an order?");

    const link = await within(dialog()).findByRole("link", { name: "Returns and refunds" });
    expect(link.getAttribute("href")).toBe("/help/returns-and-refunds");
    expect(link.getAttribute("target")).toBeNull();
    await userEvent.click(link);

    expect(await screen.findByText("The returns article")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/help/returns-and-refunds");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps the query of an app path, as the shop's filters are written", async () => {
    replying(() => json(200, { reply: "More: /shop?keyword=black+boots&maxPrice=100." }));
    const router = await renderOverlay();
    await ask("Black boots under 100");

    await userEvent.click(
      await screen.findByRole("link", { name: "/shop?keyword=black+boots&maxPrice=100" }),
    );
    expect(await screen.findByText("The shop")).toBeTruthy();
    expect(router.state.location.search).toEqual({ keyword: "black boots", maxPrice: 100 });
  });

  it("opens a web address in a new tab, without giving it this window", async () => {
    replying(() => json(200, { reply: "Carriers track parcels at https://tracking.example.com/parcel." }));
    await renderOverlay();
    await ask("Where is my parcel?");

    const link = await screen.findByRole("link", { name: "https://tracking.example.com/parcel" });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("shows a hostile reply as text: no markup, no script, no link to another scheme", async () => {
    const hostile =
      '<script>window.hacked = true</script><img src=x onerror="window.hacked = true"> ' +
      "[free gift](javascript:window.hacked=true) javascript:alert(1) [pic](data:text/html,<b>x</b>) /help";
    replying(() => json(200, { reply: hostile }));
    await renderOverlay();
    await ask("Hello");

    await waitFor(() => expect(botMessages()).toEqual([hostile]));
    const bubble = document.querySelector('[data-sender="bot"]') as HTMLElement;
    expect(bubble.querySelector("script, img, b")).toBeNull();
    const links = within(bubble).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/help"]);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });
});

describe("AssistantOverlay: sending and the spec's texts", () => {
  it("sends the trimmed question, clears the input, and sends nothing for blanks", async () => {
    const calls = replying((message) => json(200, { reply: `You asked: ${message}` }));
    await renderOverlay();
    const user = await ask("   ");
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText("Ask your question"), "  boots  {Enter}");
    expect(await screen.findByText("You asked: boots")).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect((screen.getByLabelText("Ask your question") as HTMLInputElement).value).toBe("");
  });

  it("answers '[No response]' when the reply is missing", async () => {
    replying(() => json(200, { answer: "elsewhere" }));
    await renderOverlay();
    await ask("Hello");
    await waitFor(() => expect(botMessages()).toEqual([NO_RESPONSE]));
    expect(NO_RESPONSE).toBe("[No response]");
  });

  it("answers 'Connection error. Please try again.' when the service fails", async () => {
    replying(() => json(503, { message: "Unavailable" }));
    await renderOverlay();
    await ask("Hello");
    await waitFor(() => expect(botMessages()).toEqual([CONNECTION_ERROR]));
    expect(CONNECTION_ERROR).toBe("Connection error. Please try again.");
  });
});
