// What people hear of events: an invitation, and a change of an event they were invited or going to.
import type { Deps } from "../../platform/deps.ts";
import type { EventChanged } from "../events/index.ts";
import type { UserRow, UsersService } from "../users/index.ts";
import { html } from "./html.ts";
import { type NewNotification, notifier } from "./service.ts";

const when = (iso: string) =>
  `${new Date(iso).toLocaleString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
  })} UTC`;

const eventLink = (slug: string) => `/events/${slug}`;

type Told = Omit<NewNotification, "userId" | "actorId" | "createdAt">;

/** What a change says, by whom. */
function changeTold(change: EventChanged, host: UserRow): Told {
  const name = `${host.firstName} ${host.lastName}`;
  const kind = `event-${change.change}:${change.eventId}:${change.startsAt}`;
  switch (change.change) {
    case "rescheduled":
      return {
        kind,
        message: html`<strong>${change.title}</strong> by ${name} now starts on ${when(change.startsAt)}.`,
        image: host.avatar,
        link: eventLink(change.slug),
      };
    case "cancelled":
      return {
        kind,
        message: html`${name} cancelled <strong>${change.title}</strong>.`,
        image: host.avatar,
        link: eventLink(change.slug),
      };
    case "removed":
      return {
        kind,
        message: html`${name} called off <strong>${change.title}</strong>.`,
        image: host.avatar,
        link: "/events/invitation",
      };
  }
}

export function eventListeners(
  deps: Pick<Deps, "bus" | "config" | "database" | "mailer" | "realtime">,
  users: Pick<UsersService, "byId">,
): void {
  const notify = notifier(deps);

  /** Tells each of the people, one after another (each as they chose for the `events` topic). */
  async function tellEach(hostId: string, userIds: string[], createdAt: Date, told: (host: UserRow) => Told) {
    const host = await users.byId(hostId);
    if (!host) return;
    for (const userId of userIds) {
      const recipient = await users.byId(userId);
      if (recipient) await notify("events", recipient, { ...told(host), actorId: hostId, createdAt });
    }
  }

  deps.bus.afterCommit("event.invited", "notifications.event-invited", (invited, occurredAt) =>
    tellEach(invited.hostId, invited.userIds, occurredAt, (host) => ({
      kind: `event-invite:${invited.eventId}`,
      message: html`<strong>${host.firstName} ${host.lastName}</strong> invited you to <strong>${invited.title}</strong>.`,
      image: host.avatar,
      link: eventLink(invited.slug),
    })),
  );

  deps.bus.afterCommit("event.changed", "notifications.event-changed", (change, occurredAt) =>
    tellEach(change.hostId, change.recipientIds, occurredAt, (host) => changeTold(change, host)),
  );
}
