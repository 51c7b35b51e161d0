import { notifications } from "@mantine/notifications";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { eventOf, invitationTo, pageOf, summaryOf } from "../test-data.ts";
import { InvitationsPage } from "./invitations-page.tsx";

beforeEach(() => {
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe("InvitationsPage", () => {
  it("answers an open invitation and lists the past ones with what was said", async () => {
    const show = eventOf({ title: "Winter trunk show" });
    const over = eventOf({ title: "Summer sample sale", status: "ended" });
    let answered = false;
    const calls = stubFetch({
      "GET /v1/events/invitations": (_init, url) =>
        json(
          200,
          url.searchParams.get("state") === "past"
            ? pageOf([invitationTo(over, "accepted")])
            : pageOf([invitationTo(show, answered ? "accepted" : "pending")]),
        ),
      [`PATCH /v1/event/${show.id}/invite`]: () => {
        answered = true;
        return json(200, { ...summaryOf(show), viewerInvitation: "accepted" });
      },
    });
    const user = userEvent.setup();
    renderWithApp(InvitationsPage, { path: "/events/invitation" });

    const waiting = await screen.findByRole("region", { name: "Waiting for your answer" });
    const answers = await within(waiting).findByRole("group", { name: "Your answer to Winter trunk show" });
    await user.click(within(answers).getByRole("button", { name: "Accept" }));
    expect(await within(answers).findByText("You accepted")).toBeTruthy();
    expect(within(answers).getByRole("button", { name: "Accept" }).getAttribute("aria-pressed")).toBe("true");
    const body = calls.find((call) => call.key.startsWith("PATCH"))?.init.body;
    expect(JSON.parse(String(body))).toEqual({ response: "accepted" });

    const past = screen.getByRole("region", { name: "Past invitations" });
    expect(await within(past).findByText("You accepted")).toBeTruthy();
  });
});
