/** An event on now, as the events API will list it. */
export interface LiveEvent {
  title: string;
  /** Its page in the app (`/events/<slug>`). */
  path: string;
}

/**
 * The events live now. CBM has no events API yet (issue 18), so there are none to tell: this answers
 * nothing until that API exists, rather than anything made up.
 */
export const liveEvents = async (): Promise<LiveEvent[]> => [];
