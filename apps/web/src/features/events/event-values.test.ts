import { DEFAULT_EVENT_IMAGE } from "@cbm/contracts";
import { describe, expect, it } from "vitest";
import { bodyOf, eventProblems, fromLocalInput, toLocalInput, valuesOf } from "./event-values.ts";
import { eventOf } from "./test-data.ts";

describe("the event form's values", () => {
  it("start a new event tomorrow at the next full hour, for an hour, online and public", () => {
    const values = valuesOf(undefined, new Date(2026, 10, 28, 10, 20));
    expect(values).toMatchObject({
      startsAt: "2026-11-29T11:00",
      endsAt: "2026-11-29T12:00",
      format: "online",
      visibility: "public",
      image: "",
      capacity: "",
    });
    expect(eventProblems({ ...values, title: "Trunk show" })).toEqual({});
  });

  it("read a time typed in the viewer's zone as the instant it is, and back", () => {
    const typed = "2026-12-05T18:30";
    const iso = fromLocalInput(typed) as string;
    expect(new Date(iso).getTime()).toBe(new Date(2026, 11, 5, 18, 30).getTime());
    expect(toLocalInput(iso)).toBe(typed);
    expect(fromLocalInput("")).toBeUndefined();
  });

  it("send only the format's own field, blanks as none", () => {
    const values = {
      ...valuesOf(),
      title: "Styling hour",
      place: "Rue Cler 4",
      streamUrl: "https://x.test/a.m3u8",
    };
    expect(bodyOf(values)).toMatchObject({
      streamUrl: "https://x.test/a.m3u8",
      place: null,
      image: null,
      capacity: null,
    });
    expect(bodyOf({ ...values, format: "in_person", capacity: 30 })).toMatchObject({
      streamUrl: null,
      place: "Rue Cler 4",
      capacity: 30,
    });
  });

  it("put the contract's messages on their fields", () => {
    const values = { ...valuesOf(), title: "", format: "in_person" as const };
    expect(eventProblems({ ...values, endsAt: values.startsAt })).toEqual({
      title: "Title is required",
      endsAt: "End must be after the start",
      place: "Say where the event takes place",
    });
    expect(eventProblems({ ...values, title: "Show", place: "Paris", capacity: 0 })).toEqual({
      capacity: "Capacity must be at least 1",
    });
  });

  it("keep an event's own cover, and leave the default cover out of the form", () => {
    expect(valuesOf(eventOf({ image: "/media/abc.webp" })).image).toBe("/media/abc.webp");
    expect(valuesOf(eventOf({ image: DEFAULT_EVENT_IMAGE })).image).toBe("");
  });
});
