// An event as an iCalendar file (RFC 5545): one VEVENT in UTC, text values escaped (3.3.11) and lines
// folded at 75 octets (3.1) without splitting a character.
import type { EventRow } from "./tables.ts";

const CRLF = "\r\n";
const LINE_OCTETS = 75;

/** 2026-11-28T10:00:00.000Z -> 20261128T100000Z. */
const utc = (at: Date) => `${at.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

/** Backslashes, semicolons and commas escaped; line breaks as `\n`. */
export const escapedText = (value: string) =>
  value.replace(/[\\;,]/g, (found) => `\\${found}`).replace(/\r\n|\r|\n/g, "\\n");

/** The content line cut into lines of at most 75 octets, each after the first starting with a space. */
export function folded(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    const limit = lines.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      lines.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

/** The event's calendar file; `link` is the event's page, when the site's address is known. */
export function calendarOf(event: EventRow, link: string | undefined, stampedAt = new Date()): string {
  const where = event.format === "online" ? event.streamUrl : event.place;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//CBM//Events//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.id}@cbm`,
    `DTSTAMP:${utc(stampedAt)}`,
    `DTSTART:${utc(event.startsAt)}`,
    `DTEND:${utc(event.endsAt)}`,
    `SUMMARY:${escapedText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapedText(event.description)}`] : []),
    ...(where ? [`LOCATION:${escapedText(where)}`] : []),
    ...(link ? [`URL:${link}`] : []),
    `STATUS:${event.status === "cancelled" ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(folded).join(CRLF) + CRLF;
}
