import type { FastifyBaseLogger } from "fastify";
import pino from "pino";

/** JSON lines; credentials never reach the log. */
export function createLogger(level: string): FastifyBaseLogger {
  return pino({
    level,
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        "*.password",
        "*.refreshToken",
        "*.accessToken",
      ],
      censor: "[redacted]",
    },
  });
}
