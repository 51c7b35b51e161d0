const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const DAY_AND_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** A moment in the viewer's own locale and time zone: the day, or the day and the time. */
export function LocalTime({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  return <time dateTime={iso}>{(withTime ? DAY_AND_TIME : DAY).format(new Date(iso))}</time>;
}
