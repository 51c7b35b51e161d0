import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { imageOf, myCloset, pageOf } from "../../../testing/closets.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { ClosetFormPage } from "./closet-form-page.tsx";

const renderForm = (at = "/closet/new") =>
  renderWithApp(ClosetFormPage, {
    path: "/closet/new",
    at,
    routes: {
      "/closet/new-item": <p>The item form</p>,
      "/wall/closets/$id": <p>The closet</p>,
      "/wall/closets": <p>The closets</p>,
    },
  });

const errorOf = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

const sentBody = (calls: ReturnType<typeof stubFetch>, key: string) =>
  JSON.parse(String(calls.find((call) => call.key === key)?.init.body));

const mineUrl = `GET /v1/user/${me.id}/closets`;

beforeEach(() => {
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
  URL.createObjectURL = vi.fn(() => "blob:preview");
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe("ClosetFormPage", () => {
  it("shows a full plan's refusal as a way to a plan that allows more, where Create closet was", async () => {
    const full = "Your Free plan allows 3 closets. Upgrade to Plus to add more.";
    stubFetch({
      [mineUrl]: () => json(200, pageOf([])),
      "POST /v1/closets": () => json(403, { message: full }),
    });
    const user = userEvent.setup();
    renderForm();
    await user.type(await screen.findByLabelText(/^Name/), "Capsule");
    await user.click(screen.getByRole("button", { name: "Create closet" }));
    expect(await screen.findByText(full)).toBeTruthy();
    expect(screen.getByRole("link", { name: "See plans" }).getAttribute("href")).toBe("/pricing");
    expect(screen.queryByRole("button", { name: "Create closet" })).toBeNull();
  });

  it("checks the name before sending anything", async () => {
    const calls = stubFetch({ [mineUrl]: () => json(200, pageOf([])) });
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole("button", { name: "Create closet" }));
    expect(errorOf(screen.getByLabelText(/^Name/))).toContain("Name is required");
    expect(calls.map((call) => call.key)).toEqual([mineUrl]);
  });

  it("creates a first closet with its cover and visibility, then goes on to add its items", async () => {
    const created = { ...myCloset, name: "Capsule", visibility: "followers" };
    const calls = stubFetch({
      [mineUrl]: () => json(200, pageOf([])),
      "POST /v1/uploads": () => json(200, { uploadUrl: "/v1/uploads/put/cov", location: "/media/cov.jpg" }),
      "PUT /v1/uploads/put/cov": () => new Response(null, { status: 204 }),
      "POST /v1/closets": () => json(200, created),
    });
    const user = userEvent.setup();
    const router = renderForm();
    await user.type(await screen.findByLabelText(/^Name/), "Capsule");
    await user.type(screen.getByLabelText("Description"), "Ten pieces, thirty looks");
    await user.upload(
      screen.getByLabelText("Cover", { selector: "input" }),
      new File(["jpg"], "cover.jpg", { type: "image/jpeg" }),
    );
    expect((await screen.findByAltText("Cover: preview")).getAttribute("src")).toBe("blob:preview");
    await user.click(screen.getByRole("radio", { name: "Followers" }));
    expect(screen.getByText("Only people who follow you")).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Create closet" })).toHaveProperty("disabled", false),
    );
    await user.click(screen.getByRole("button", { name: "Create closet" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/closet/new-item"));
    expect(router.state.location.search).toEqual({ closetId: myCloset.id });
    expect(sentBody(calls, "POST /v1/closets")).toEqual({
      name: "Capsule",
      description: "Ten pieces, thirty looks",
      cover: "/media/cov.jpg",
      visibility: "followers",
    });
  });

  it("opens a later closet once it is created", async () => {
    stubFetch({
      [mineUrl]: () => json(200, pageOf([myCloset])),
      "POST /v1/closets": () => json(200, { ...myCloset, id: "c1c1c1c1-0000-4000-8000-00000000000f" }),
    });
    const user = userEvent.setup();
    const router = renderForm();
    await user.type(await screen.findByLabelText(/^Name/), "Shoes");
    await user.click(screen.getByRole("button", { name: "Create closet" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/wall/closets/c1c1c1c1-0000-4000-8000-00000000000f"),
    );
  });

  it("puts the server's field messages beside the fields", async () => {
    stubFetch({
      [mineUrl]: () => json(200, pageOf([])),
      "POST /v1/closets": () => json(400, { name: ["You already have a closet with this name"] }),
    });
    const user = userEvent.setup();
    renderForm();
    await user.type(await screen.findByLabelText(/^Name/), "Workwear");
    await user.click(screen.getByRole("button", { name: "Create closet" }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText(/^Name/))).toContain("You already have a closet with this name"),
    );
  });

  it("edits one's closet with the same form, keeping the cover the owner chose", async () => {
    const closet = {
      ...myCloset,
      description: "Office",
      cover: imageOf("cover"),
      preview: [imageOf("shirt")],
    };
    const calls = stubFetch({
      [`GET /v1/closets/${closet.id}`]: () => json(200, closet),
      [`PUT /v1/closets/${closet.id}`]: () => json(200, { ...closet, name: "Office" }),
    });
    const user = userEvent.setup();
    const router = renderForm(`/closet/new?edit=${closet.id}`);
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveProperty("value", "Workwear");
    expect(screen.getByAltText("Cover: the current photo")).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Private" }).getAttribute("aria-checked")).toBe("true");
    await user.clear(name);
    await user.type(name, "Office");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/wall/closets/${closet.id}`));
    expect(sentBody(calls, `PUT /v1/closets/${closet.id}`)).toEqual({
      name: "Office",
      description: "Office",
      cover: closet.cover.url,
      visibility: "private",
    });
  });

  it("does not turn the newest item's photo into a chosen cover", async () => {
    const closet = { ...myCloset, cover: imageOf("shirt"), preview: [imageOf("shirt")] };
    const calls = stubFetch({
      [`GET /v1/closets/${closet.id}`]: () => json(200, closet),
      [`PUT /v1/closets/${closet.id}`]: () => json(200, closet),
    });
    const user = userEvent.setup();
    renderForm(`/closet/new?edit=${closet.id}`);
    await user.click(await screen.findByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(calls.map((call) => call.key)).toContain(`PUT /v1/closets/${closet.id}`));
    expect(sentBody(calls, `PUT /v1/closets/${closet.id}`)).not.toHaveProperty("cover");
  });

  it("deletes the closet once confirmed", async () => {
    const calls = stubFetch({
      [`GET /v1/closets/${myCloset.id}`]: () => json(200, myCloset),
      [`DELETE /v1/closets/${myCloset.id}`]: () =>
        json(200, { message: "The closet and its items were deleted." }),
    });
    const user = userEvent.setup();
    const router = renderForm(`/closet/new?edit=${myCloset.id}`);
    await user.click(await screen.findByRole("button", { name: "Delete this closet" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Workwear?" });
    expect(within(dialog).getByText("It has no items. This cannot be undone.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/wall/closets"));
    expect(await screen.findByText("The closet and its items were deleted.")).toBeTruthy();
    expect(calls.map((call) => call.key)).toContain(`DELETE /v1/closets/${myCloset.id}`);
  });

  it("shows a closet beyond the plan as read-only, with the way to plans, and still offers to delete it", async () => {
    stubFetch({
      [`GET /v1/closets/${myCloset.id}`]: () => json(200, myCloset),
      "GET /v1/users/entitlements": () =>
        json(200, {
          plan: { name: "Free", features: { closets: 2, closetItems: 50 } },
          status: null,
          readOnlyAfter: { closets: "2026-05-01T10:00:00.000Z" },
        }),
    });
    renderForm(`/closet/new?edit=${myCloset.id}`);
    expect(await screen.findByText("Read-only on your plan")).toBeTruthy();
    expect(
      screen.getByText(/Your Free plan allows 2 closets, and this one is newer than those/),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "See plans" }).getAttribute("href")).toBe("/pricing");
    expect(screen.queryByRole("button", { name: "Save changes" })).toBeNull();
    expect(screen.getByRole("button", { name: "Delete this closet" })).toBeTruthy();
  });

  it("does not let anyone but the owner edit a closet", async () => {
    stubFetch({ [`GET /v1/closets/${myCloset.id}`]: () => json(200, { ...myCloset, isOwner: false }) });
    renderForm(`/closet/new?edit=${myCloset.id}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "This closet isn't available" }),
    ).toBeTruthy();
  });
});
