/** "1 follower", "1,204 followers", "3 people"; "100+ people" when the count stopped there. */
export const countOf = (count: number, noun: string, plural = `${noun}s`, capped = false) =>
  `${count.toLocaleString("en-US")}${capped ? "+" : ""} ${count === 1 && !capped ? noun : plural}`;
