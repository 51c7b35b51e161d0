import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import { AccessTokens } from "./auth.ts";
import { Bus } from "./bus.ts";
import type { Database } from "./db.ts";
import { JobRunner, type JobRunnerOptions } from "./jobs.ts";
import { devMailer, type Mailer, smtpMailer } from "./mail.ts";
import { DevOutbox } from "./outbox.ts";
import type { Payments } from "./payments.ts";
import { StripePayments } from "./payments-stripe.ts";
import { TestPayments } from "./payments-test.ts";
import { fallbackCounterStore, memoryCounterStore, RateLimiter, redisCounterStore } from "./rate-limit.ts";
import { openRealtime, type Realtime } from "./realtime.ts";
import { deriveKey } from "./secrets.ts";
import { devSms, httpSms, type SmsSender } from "./sms.ts";
import { createStorage, type Storage } from "./storage.ts";

/** Everything a module's service may use, built once in main.ts (or by the test harness). */
export interface Deps {
  config: Config;
  database: Database;
  secret: string;
  tokens: AccessTokens;
  limiter: RateLimiter;
  mailer: Mailer;
  sms: SmsSender;
  storage: Storage;
  /** Card payments: the built-in test provider (its records in the database) or Stripe. */
  payments: Payments;
  outbox: DevOutbox;
  log: FastifyBaseLogger;
  /** Runs queued and scheduled jobs; app.ts starts it when the app is ready and stops it on close. */
  jobs: JobRunner;
  bus: Bus;
  /** Pushes to people's open sockets (platform/realtime.ts); app.ts attaches it to the server. */
  realtime: Realtime;
}

/** Stripe when its keys are set, the built-in test provider otherwise. */
function paymentsOf(config: Config, database: Database, secret: string): Payments {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = config;
  if (STRIPE_SECRET_KEY && STRIPE_PUBLISHABLE_KEY && STRIPE_WEBHOOK_SECRET) {
    return new StripePayments({
      secretKey: STRIPE_SECRET_KEY,
      publishableKey: STRIPE_PUBLISHABLE_KEY,
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      apiUrl: config.STRIPE_API_URL,
    });
  }
  return new TestPayments(database.db, deriveKey(secret, "test-payments-webhook").toString("hex"));
}

/** Chooses each port's adapter from the settings: embedded defaults unless a production switch is set. */
export async function createDeps(
  config: Config,
  options: { log: FastifyBaseLogger; database: Database; secret: string; jobs?: JobRunnerOptions },
): Promise<Deps> {
  const { log, database, secret } = options;
  const production = config.NODE_ENV === "production";
  const outbox = new DevOutbox(log, !production);
  if (production && !config.SMTP_URL) log.warn("SMTP_URL is not set: no mail will be sent");
  if (production && !config.SMS_PROVIDER_URL)
    log.warn("SMS_PROVIDER_URL is not set: no text message will be sent");
  const store = config.REDIS_URL
    ? fallbackCounterStore(
        redisCounterStore(config.REDIS_URL, config.REDIS_PREFIX),
        memoryCounterStore(),
        log,
      )
    : memoryCounterStore();
  const jobs = new JobRunner(database, log, options.jobs);
  const tokens = new AccessTokens(deriveKey(secret, "access-tokens"));
  return {
    config,
    database,
    jobs,
    bus: new Bus(jobs),
    secret,
    log,
    outbox,
    tokens,
    realtime: await openRealtime({
      tokens,
      log,
      redisUrl: config.REDIS_URL,
      redisPrefix: config.REDIS_PREFIX,
    }),
    limiter: new RateLimiter(store),
    mailer: config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : devMailer(outbox),
    sms: config.SMS_PROVIDER_URL
      ? httpSms(config.SMS_PROVIDER_URL, config.SMS_PROVIDER_TOKEN)
      : devSms(outbox),
    storage: createStorage(config, secret),
    payments: paymentsOf(config, database, secret),
  };
}
