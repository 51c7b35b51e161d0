import { notifications } from "@mantine/notifications";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { outfitOf } from "../../../testing/outfits.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { parseOutfitFilters } from "../search-params.ts";
import { OutfitsPage } from "./outfits-page.tsx";

const renderOutfits = (at: string) => renderWithApp(OutfitsPage, { path: "/wall/outfits", at });

beforeEach(() => {
  window.scrollTo = () => {};
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe("OutfitsPage", () => {
  it("asks the API for the filters of the URL, leaving out names it does not know", async () => {
    const calls = stubFetch({
      "GET /v1/outfits": () =>
        json(200, { items: [outfitOf({ caption: "Office linen" })], nextCursor: null }),
    });
    renderOutfits("/wall/outfits?occasion=work&colour=plaid&tag=linen");
    expect(await screen.findByText("Office linen")).toBeTruthy();
    const query = Object.fromEntries(calls[0]?.url.searchParams ?? []);
    expect(query).toEqual({ occasion: "work", tag: "linen", size: "12" });
    expect((screen.getByLabelText("Occasion") as HTMLSelectElement).value).toBe("work");
  });

  it("keeps a changed filter in the URL and says when nothing matches", async () => {
    stubFetch({ "GET /v1/outfits": () => json(200, { items: [], nextCursor: null }) });
    const user = userEvent.setup();
    const router = renderOutfits("/wall/outfits");
    await user.selectOptions(await screen.findByLabelText("Season"), "winter");

    await waitFor(() => expect(router.state.location.search).toEqual({ season: "winter" }));
    expect(await screen.findByText("No outfit matches these filters")).toBeTruthy();
    await user.click(screen.getAllByRole("button", { name: "Clear filters" })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it("drops malformed filters from the URL and reads a tag as the API stores it", () => {
    expect(parseOutfitFilters({ occasion: "work", season: 3, colour: "<b>", tag: "#Linen" })).toEqual({
      occasion: "work",
      tag: "linen",
    });
    expect(parseOutfitFilters({ tag: "two words" })).toEqual({});
  });
});
