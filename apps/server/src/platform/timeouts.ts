/** Thrown when an outside service did not answer in time. */
export class TimeoutError extends Error {
  constructor(service: string, ms: number) {
    super(`${service} did not answer within ${ms} ms`);
    this.name = "TimeoutError";
  }
}

/** The call's result, or a TimeoutError once `ms` have passed (the call itself is left to end on its own). */
export function withTimeout<T>(call: Promise<T>, ms: number, service: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(service, ms)), ms);
    timer.unref();
  });
  return Promise.race([call, timeout]).finally(() => clearTimeout(timer));
}
