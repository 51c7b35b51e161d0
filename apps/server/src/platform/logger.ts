import type { FastifyBaseLogger } from "fastify";
import pino from "pino";

/** JSON lines (to standard output, unless given another destination); credentials never reach the log. */
export function createLogger(level: string, destination?: pino.DestinationStream): FastifyBaseLogger {
  const options: pino.LoggerOptions = {
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
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Whether the log writes info lines (its level is info or below). */
export const logsInfo = (log: FastifyBaseLogger) => ["trace", "debug", "info"].includes(log.level);
