import { randomUUID } from "node:crypto";
import { type Event, type EventPage, eventsEndpoints, type InvitationPage } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventsOf, hoursFromNow, idOf } from "../../testing/events.ts";
import { registerAdmin, startTestApp, type TestApp } from "../../testing/harness.ts";

let test: TestApp;
let events: ReturnType<typeof eventsOf>;
beforeAll(async () => {
  test = await startTestApp();
  events = eventsOf(test);
});
afterAll(() => test.close());

const NOT_FOUND = { message: "We could not find this event." };

describe("POST /v1/events", () => {
  it("creates a retailer's event with a slug from its title, the default image and the host's page view", async () => {
    const host = await events.retailer();
    // Unique per run: the PostgreSQL pass keeps the events of runs before.
    const token = Math.random().toString(36).slice(2, 8);
    const title = `Autumn Trunk Show ${token}!`;
    const event = await events.create(host, { title, capacity: 30 });
    expect(event).toMatchObject({
      slug: `autumn-trunk-show-${token}`,
      title,
      image: "/images/event-default.svg",
      format: "online",
      streamUrl: "https://stream.example.test/live.m3u8",
      place: null,
      visibility: "public",
      status: "scheduled",
      capacity: 30,
      host: { id: idOf(host), role: "retailer", fullName: "Ada Lovelace" },
      counts: { interested: 0, going: 0, like: 0 },
      viewerReactions: [],
      viewerInvitation: null,
      products: [],
      attendees: [],
      invitedCount: 0,
      canEdit: true,
      canRemove: true,
    });
    const again = await events.create(host, { title });
    expect(again.slug).toMatch(new RegExp(`^autumn-trunk-show-${token}-[a-z0-9]{1,6}$`));
  });

  it("lets influencers create events, keeping an in-person event's place and no stream", async () => {
    const host = await events.influencer();
    const event = await events.create(host, { format: "in_person", place: "12 Rue de Rivoli, Paris" });
    expect(event).toMatchObject({
      place: "12 Rue de Rivoli, Paris",
      streamUrl: null,
      host: { role: "influencer" },
    });
  });

  it("refuses customers (403) and callers without a token (401)", async () => {
    const response = await events.call(await events.customer(), "POST", "/v1/events", {
      title: "Mine",
      startsAt: hoursFromNow(1),
      endsAt: hoursFromNow(2),
      format: "online",
    });
    expect(response.statusCode).toBe(403);
    const anonymous = await events.call(null, "POST", "/v1/events", {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "Unauthenticated." });
  });

  it("answers 400 with field messages", async () => {
    const host = await events.retailer();
    const missing = await events.call(host, "POST", "/v1/events", { format: "in_person" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      title: ["Title is required"],
      startsAt: ["Start is required"],
      endsAt: ["End is required"],
    });
    const backwards = await events.call(host, "POST", "/v1/events", {
      title: "Backwards",
      startsAt: hoursFromNow(3),
      endsAt: hoursFromNow(2),
      format: "in_person",
    });
    expect(backwards.json()).toEqual({
      endsAt: ["End must be after the start"],
      place: ["Say where the event takes place"],
    });
    const control = await events.call(host, "POST", "/v1/events", {
      title: "Nul",
      description: "a\u0000b",
      startsAt: hoursFromNow(3),
      endsAt: hoursFromNow(4),
      format: "in_person",
      place: "Hall\u0000 B",
    });
    expect(control.json()).toEqual({
      description: ["Description contains characters that are not allowed"],
      place: ["Place contains characters that are not allowed"],
    });
    const past = await events.call(host, "POST", "/v1/events", {
      title: "Yesterday",
      startsAt: hoursFromNow(-3),
      endsAt: hoursFromNow(-2),
      format: "online",
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ endsAt: ["The event must end in the future"] });
    const image = await events.call(host, "POST", "/v1/events", {
      title: "Nothing uploaded",
      startsAt: hoursFromNow(3),
      endsAt: hoursFromNow(4),
      format: "online",
      image: "/media/uploads/does-not-exist.png",
    });
    expect(image.statusCode).toBe(400);
  });

  it("takes a stream at a web address or at a path on CBM, and nothing that leaves for another host", async () => {
    const host = await events.retailer();
    const ours = await events.create(host, { title: "Our own stream", streamUrl: "/demo-live/stream.m3u8" });
    expect(ours.streamUrl).toBe("/demo-live/stream.m3u8");
    for (const streamUrl of [
      "//evil.example/live.m3u8",
      "/\\evil.example/live.m3u8",
      "javascript:alert(1)",
      "live.m3u8",
    ]) {
      const response = await events.call(host, "POST", "/v1/events", {
        title: "Elsewhere",
        startsAt: hoursFromNow(3),
        endsAt: hoursFromNow(4),
        format: "online",
        streamUrl,
      });
      expect(response.statusCode, streamUrl).toBe(400);
      expect(response.json()).toEqual({
        streamUrl: ["Stream URL must be a web address (http or https) or a path on CBM"],
      });
    }
  });
});

describe("GET /v1/event/{idOrSlug} and visibility", () => {
  it("reads an event by id and by slug; a stranger sees it without the host's counts and rights", async () => {
    const host = await events.retailer();
    const event = await events.create(host, { title: "Open studio" });
    const stranger = await events.customer();
    const byId = await events.ok<Event>(stranger, "GET", `/v1/event/${event.id}`);
    const bySlug = await events.ok<Event>(stranger, "GET", `/v1/event/${event.slug}`);
    expect(bySlug).toEqual(byId);
    expect(byId).toMatchObject({ id: event.id, invitedCount: null, canEdit: false, canRemove: false });
    expect((await events.call(stranger, "GET", "/v1/event/no-such-event")).json()).toEqual(NOT_FOUND);
    expect((await events.call(null, "GET", `/v1/event/${event.id}`)).statusCode).toBe(401);
  });

  it("shows an invite-only event to its host, the invited and admins only (404 to others, left out of lists)", async () => {
    const host = await events.retailer();
    const event = await events.create(host, { title: "Private fitting", visibility: "invite_only" });
    const [guest, stranger, admin] = await Promise.all([
      events.customer(),
      events.customer(),
      registerAdmin(test),
    ]);
    await events.ok(host, "POST", `/v1/event/${event.id}/invite`, { userIds: [idOf(guest)] });
    expect((await events.call(stranger, "GET", `/v1/event/${event.id}`)).statusCode).toBe(404);
    expect((await events.call(stranger, "GET", `/v1/event/${event.id}/calendar`)).statusCode).toBe(404);
    const guestView = await events.ok<Event>(guest, "GET", `/v1/event/${event.slug}`);
    expect(guestView.viewerInvitation).toBe("pending");
    const adminView = await events.ok<Event>(admin, "GET", `/v1/event/${event.id}`);
    expect(adminView).toMatchObject({ invitedCount: 1, canEdit: false, canRemove: true });
    const listed = (person: typeof host) =>
      events
        .ok<EventPage>(person, "GET", `/v1/events?hostId=${idOf(host)}`)
        .then((page) => page.items.map((item) => item.id));
    expect(await listed(stranger)).toEqual([]);
    expect(await listed(guest)).toEqual([event.id]);
  });

  it("hides events across a block either way: 404 and left out of lists", async () => {
    const host = await events.influencer();
    const event = await events.create(host);
    const [blocked, blocker] = await Promise.all([events.customer(), events.customer()]);
    await events.block(host, blocked);
    await events.block(blocker, host);
    for (const person of [blocked, blocker]) {
      expect((await events.call(person, "GET", `/v1/event/${event.id}`)).json()).toEqual(NOT_FOUND);
      const page = await events.ok<EventPage>(person, "GET", `/v1/events?hostId=${idOf(host)}`);
      expect(page).toMatchObject({ items: [], total: 0 });
      expect(
        (await events.call(person, "POST", `/v1/event/${event.id}/react`, { action: "like" })).statusCode,
      ).toBe(404);
    }
    const invite = await events.ok<{ invited: number }>(host, "POST", `/v1/event/${event.id}/invite`, {
      userIds: [idOf(blocked), idOf(blocker)],
    });
    expect(invite.invited).toBe(0);
  });
});

describe("GET /v1/events", () => {
  it("lists upcoming, live, past and the host's own events, by keyword, with paging", async () => {
    const host = await events.retailer();
    const word = `kw${Math.random().toString(36).slice(2, 8)}`;
    const soon = await events.create(host, {
      title: `${word} soon`,
      startsAt: hoursFromNow(2),
      endsAt: hoursFromNow(3),
    });
    const later = await events.create(host, {
      title: `${word} later`,
      startsAt: hoursFromNow(5),
      endsAt: hoursFromNow(6),
    });
    const cancelled = await events.create(host, { title: `${word} cancelled` });
    await events.ok(host, "POST", `/v1/event/${cancelled.id}/cancel`);
    const viewer = await events.customer();
    const ids = async (query: string, person = viewer) =>
      (await events.ok<EventPage>(person, "GET", `/v1/events?keyword=${word}&${query}`)).items.map(
        (item) => item.id,
      );
    expect(await ids("scope=upcoming")).toEqual([soon.id, later.id]);
    expect(await ids("scope=past")).toEqual([cancelled.id]);
    expect(await ids("scope=live")).toEqual([]);
    expect(await ids("scope=mine")).toEqual([]);
    expect(await ids("scope=mine", host)).toEqual([cancelled.id, later.id, soon.id]);
    const second = await events.ok<EventPage>(viewer, "GET", `/v1/events?keyword=${word}&size=1&page=1`);
    expect(second).toMatchObject({ page: 1, size: 1, total: 2, items: [{ id: later.id }] });
    const bad = await events.call(viewer, "GET", "/v1/events?scope=soon&hostId=nope");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(["hostId", "scope"]);
  });
});

describe("PUT /v1/event/{id}, cancel and DELETE", () => {
  it("lets only the host edit; a new time tells everyone invited or going", async () => {
    const host = await events.retailer();
    const event = await events.create(host, { title: "Coat edit" });
    const [guest, goer, other] = await Promise.all([events.customer(), events.customer(), events.retailer()]);
    await events.ok(host, "POST", `/v1/event/${event.id}/invite`, { userIds: [idOf(guest)] });
    await events.ok(goer, "POST", `/v1/event/${event.id}/react`, { action: "going" });
    const startsAt = hoursFromNow(48);
    const body = { title: "Coat edit, part 2", startsAt, endsAt: hoursFromNow(49), format: "online" };
    expect((await events.call(other, "PUT", `/v1/event/${event.id}`, body)).statusCode).toBe(403);
    expect((await events.call(host, "PUT", `/v1/event/${event.id}`, { ...body, title: "" })).json()).toEqual({
      title: ["Title is required"],
    });
    const edited = await events.ok<Event>(host, "PUT", `/v1/event/${event.id}`, body);
    expect(edited).toMatchObject({
      title: "Coat edit, part 2",
      slug: event.slug,
      startsAt: new Date(startsAt).toISOString(),
    });
    await test.settled();
    for (const person of [guest, goer]) {
      const { items } = await events.ok<{ items: { message: string; link: string }[] }>(
        person,
        "GET",
        "/v1/notifications",
      );
      expect(items[0]).toMatchObject({ link: `/events/${event.slug}` });
      expect(items[0]?.message).toContain("now starts on");
    }
  });

  it("cancels: the event stays as cancelled, people are told, and it can no longer be changed (409)", async () => {
    const host = await events.influencer();
    const event = await events.create(host, { title: "Denim day" });
    const guest = await events.customer();
    await events.ok(host, "POST", `/v1/event/${event.id}/invite`, { userIds: [idOf(guest)] });
    expect((await events.call(guest, "POST", `/v1/event/${event.id}/cancel`)).statusCode).toBe(403);
    const cancelled = await events.ok<Event>(host, "POST", `/v1/event/${event.id}/cancel`);
    expect(cancelled).toMatchObject({ status: "cancelled", canEdit: false });
    const body = { title: "Denim day", startsAt: hoursFromNow(3), endsAt: hoursFromNow(4), format: "online" };
    expect((await events.call(host, "PUT", `/v1/event/${event.id}`, body)).statusCode).toBe(409);
    expect((await events.call(host, "POST", `/v1/event/${event.id}/cancel`)).statusCode).toBe(409);
    expect(
      (await events.call(guest, "PATCH", `/v1/event/${event.id}/invite`, { response: "accepted" }))
        .statusCode,
    ).toBe(409);
    await test.settled();
    const { items } = await events.ok<{ items: { message: string }[] }>(guest, "GET", "/v1/notifications");
    expect(items[0]?.message).toContain("cancelled <strong>Denim day</strong>");
  });

  it("deletes for the host or an admin, not for others; an event to come tells its people", async () => {
    const host = await events.retailer();
    const [first, second] = [await events.create(host), await events.create(host)];
    const [guest, admin, other] = await Promise.all([
      events.customer(),
      registerAdmin(test),
      events.customer(),
    ]);
    await events.ok(host, "POST", `/v1/event/${first.id}/invite`, { userIds: [idOf(guest)] });
    expect((await events.call(other, "DELETE", `/v1/event/${first.id}`)).statusCode).toBe(403);
    expect((await events.call(host, "DELETE", `/v1/event/${first.id}`)).statusCode).toBe(204);
    expect((await events.call(admin, "DELETE", `/v1/event/${second.id}`)).statusCode).toBe(204);
    expect((await events.call(host, "GET", `/v1/event/${first.id}`)).statusCode).toBe(404);
    expect((await events.call(host, "DELETE", `/v1/event/${first.id}`)).statusCode).toBe(404);
    await test.settled();
    const { items } = await events.ok<{ items: { message: string }[] }>(guest, "GET", "/v1/notifications");
    expect(items.map((item) => item.message)).toEqual([
      expect.stringContaining("called off"),
      expect.stringContaining("invited you to"),
    ]);
  });
});

describe("GET /v1/event/{id}/calendar", () => {
  it("answers an iCalendar file in UTC with its text escaped and long lines folded", async () => {
    const host = await events.retailer();
    const event = await events.create(host, {
      title: "Coats, scarves; and more\\less",
      description: `Line one\nLine two ${"é".repeat(60)}`,
      startsAt: "2030-03-01T18:30:00+01:00",
      endsAt: "2030-03-01T20:00:00+01:00",
      format: "in_person",
      place: "Atelier 9, Lyon",
    });
    const response = await events.call(await events.customer(), "GET", `/v1/event/${event.id}/calendar`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="${event.slug}.ics"`);
    const text = response.body;
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(text).toContain(`UID:${event.id}@cbm\r\n`);
    expect(text).toContain("DTSTART:20300301T173000Z\r\nDTEND:20300301T190000Z\r\n");
    expect(text).toContain("SUMMARY:Coats\\, scarves\\; and more\\\\less\r\n");
    expect(text).toContain("LOCATION:Atelier 9\\, Lyon\r\n");
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, "");
    expect(unfolded).toContain(`DESCRIPTION:Line one\\nLine two ${"é".repeat(60)}\r\n`);
  });
});

describe("invitations", () => {
  it("invites (host only, within the capacity), lists open and past invitations, and takes answers", async () => {
    const host = await events.retailer();
    const event = await events.create(host, { title: "Small salon", capacity: 2 });
    const [first, second, third] = await Promise.all([
      events.customer(),
      events.customer(),
      events.customer(),
    ]);
    expect(
      (await events.call(first, "POST", `/v1/event/${event.id}/invite`, { userIds: [idOf(second)] }))
        .statusCode,
    ).toBe(403);
    expect((await events.call(host, "POST", `/v1/event/${event.id}/invite`, { userIds: [] })).json()).toEqual(
      {
        userIds: ["Choose at least one person"],
      },
    );
    const invited = await events.ok(host, "POST", `/v1/event/${event.id}/invite`, {
      userIds: [idOf(first), idOf(second), idOf(host)],
    });
    expect(invited).toEqual({ invited: 2, invitedCount: 2 });
    const full = await events.call(host, "POST", `/v1/event/${event.id}/invite`, { userIds: [idOf(third)] });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: "This event has room for 2 people: you can invite 0 more." });
    expect(await events.ok(host, "POST", `/v1/event/${event.id}/invite`, { userIds: [idOf(first)] })).toEqual(
      {
        invited: 0,
        invitedCount: 2,
      },
    );

    const open = await events.ok<InvitationPage>(first, "GET", "/v1/events/invitations");
    expect(open).toMatchObject({
      total: 1,
      items: [{ event: { id: event.id }, invitedBy: { id: idOf(host) }, response: "pending" }],
    });
    const maybe = await events.ok<Event>(first, "PATCH", `/v1/event/${event.id}/invite`, {
      response: "maybe",
    });
    expect(maybe.viewerInvitation).toBe("maybe");
    expect((await events.ok<InvitationPage>(first, "GET", "/v1/events/invitations?state=open")).total).toBe(
      1,
    );
    await events.ok(first, "PATCH", `/v1/event/${event.id}/invite`, { response: "declined" });
    expect((await events.ok<InvitationPage>(first, "GET", "/v1/events/invitations")).total).toBe(0);
    expect(await events.ok<InvitationPage>(first, "GET", "/v1/events/invitations?state=past")).toMatchObject({
      total: 1,
      items: [{ response: "declined" }],
    });
    expect(
      (await events.call(third, "PATCH", `/v1/event/${event.id}/invite`, { response: "accepted" }))
        .statusCode,
    ).toBe(403);
    expect(
      (await events.call(second, "PATCH", `/v1/event/${event.id}/invite`, { response: "sure" })).json(),
    ).toEqual({
      response: ["Choose accepted, declined or maybe from the list"],
    });
    await test.settled();
    const { items } = await events.ok<{ items: { message: string; link: string }[] }>(
      second,
      "GET",
      "/v1/notifications",
    );
    expect(items[0]).toMatchObject({ link: `/events/${event.slug}` });
    expect(items[0]?.message).toContain("invited you to <strong>Small salon</strong>");
  });
});

describe("the events notification topic", () => {
  it("mails an invitation to who chose mail, and tells nothing to who turned events off", async () => {
    const host = await events.retailer();
    const event = await events.create(host, { title: "Knitwear preview" });
    const [keen, quiet] = await Promise.all([events.customer(), events.customer()]);
    await events.ok(keen, "PUT", "/v1/notifications/preferences", { events: "mail" });
    await events.ok(quiet, "PUT", "/v1/notifications/preferences", { events: "off" });
    await events.ok(host, "POST", `/v1/event/${event.id}/invite`, { userIds: [idOf(keen), idOf(quiet)] });
    await test.settled();
    const [mail] = test.deps.outbox.list(keen.email);
    expect(mail?.subject).toBe("Ada Lovelace invited you to Knitwear preview.");
    expect(mail?.text).toContain(`/events/${event.slug}`);
    expect(test.deps.outbox.list(quiet.email)).toEqual([]);
    const told = await events.ok<{ total: number }>(quiet, "GET", "/v1/notifications");
    expect(told.total).toBe(0);
  });
});

describe("every events endpoint", () => {
  const routes = Object.values(eventsEndpoints);
  const urlOf = (path: string, id: string) => path.replace(":id", id);

  it("answers 401 without a token", async () => {
    for (const { method, path } of routes) {
      const response = await events.call(null, method, urlOf(path, randomUUID()));
      expect(response.statusCode, `${method} ${path}`).toBe(401);
      expect(response.json()).toEqual({ message: "Unauthenticated." });
    }
  });

  it("answers 400 naming the field for an event id that is not one", async () => {
    const host = await events.retailer();
    const byId = routes.filter(({ path }) => path.includes(":id") && path !== eventsEndpoints.read.path);
    for (const { method, path, body } of byId) {
      const response = await events.call(host, method, urlOf(path, "not-an-id"), body ? {} : undefined);
      expect(response.statusCode, `${method} ${path}`).toBe(400);
      expect(response.json().id, `${method} ${path}`).toEqual(["Event must be a valid id"]);
    }
  });
});
