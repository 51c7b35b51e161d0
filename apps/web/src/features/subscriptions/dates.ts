/** "28 November 2026", in the reader's time zone. */
export const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });

/** The day a trial that starts now ends. */
export const trialEndFromToday = (days: number, today = new Date()) =>
  new Date(today.getTime() + days * 86_400_000).toISOString();
