/** People were newly invited to an event: they are told. */
export interface EventInvited {
  eventId: string;
  hostId: string;
  title: string;
  slug: string;
  userIds: string[];
}

/**
 * An event that people were invited to or going to changed: its time moved, it was cancelled, or it was
 * deleted before it took place. `recipientIds` are those told (read before a deletion took their rows).
 */
export interface EventChanged {
  eventId: string;
  hostId: string;
  title: string;
  slug: string;
  change: "rescheduled" | "cancelled" | "removed";
  startsAt: string;
  recipientIds: string[];
}

declare module "../../platform/bus.ts" {
  interface DomainEvents {
    "event.invited": EventInvited;
    "event.changed": EventChanged;
  }
}
