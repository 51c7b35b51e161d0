import { z } from "zod";

const flag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");
const port = z.coerce.number().int().min(0).max(65535);
const positive = z.coerce.number().int().positive();
const emptyAsUnset = (value: unknown) => (value === "" ? undefined : value);
const optionalUrl = z.preprocess(emptyAsUnset, z.url().optional());
const optionalText = z.preprocess(emptyAsUnset, z.string().optional());

/** Every setting of the server, read from the environment once at start (README lists them). */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: port.default(3000),
  ASSISTANT_PORT: port.default(3001),
  ASSISTANT_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default(".data"),
  DATABASE_URL: z.preprocess(emptyAsUnset, z.url().startsWith("postgres").optional()),
  MIGRATIONS_DIR: optionalText,
  STATIC_DIR: optionalText,
  /** Demo data: on by default, except in production where it must be asked for. */
  SEED: flag.optional(),
  ADMIN_EMAIL: z.preprocess(emptyAsUnset, z.email("ADMIN_EMAIL must be an email address").optional()),
  /** The first admin's password, for automated set-ups (a browser suite, a provisioning script); else drawn. */
  ADMIN_PASSWORD: z.preprocess(
    emptyAsUnset,
    z.string().min(16, "ADMIN_PASSWORD must be at least 16 characters").optional(),
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  JWT_SECRET: z.preprocess(emptyAsUnset, z.string().min(32).optional()),
  CORS_ORIGINS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  TRUST_PROXY: flag.default(false),
  BODY_LIMIT: positive.default(1024 * 1024),
  REDIS_URL: z.preprocess(emptyAsUnset, z.url().startsWith("redis").optional()),
  REDIS_PREFIX: z.string().default("cbm:"),
  RATE_LIMIT_LOGIN_ACCOUNT: positive.default(10),
  RATE_LIMIT_LOGIN_IP: positive.default(30),
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: positive.default(15 * 60),
  RATE_LIMIT_SEND_CODE: positive.default(5),
  RATE_LIMIT_REGISTER_IP: positive.default(20),
  RATE_LIMIT_UPLOAD_IP: positive.default(120),
  RATE_LIMIT_CONTACT_IP: positive.default(10),
  RATE_LIMIT_RETAILER_LEAD_IP: positive.default(5),
  RATE_LIMIT_REPORTS: positive.default(30),
  SMTP_URL: z.preprocess(emptyAsUnset, z.url().startsWith("smtp").optional()),
  MAIL_FROM: z.string().default("CBM <no-reply@cbm.local>"),
  SMS_PROVIDER_URL: optionalUrl,
  SMS_PROVIDER_TOKEN: optionalText,
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalUrl,
  /** Card payments by Stripe when the three are set; the built-in test provider otherwise. */
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Where Stripe's API is reached: Stripe itself unless set (a local stand-in in tests). */
  STRIPE_API_URL: optionalUrl,
});

export type Config = Omit<z.infer<typeof ConfigSchema>, "SEED"> & { SEED: boolean };

const withDefaults = (settings: z.infer<typeof ConfigSchema>): Config => ({
  ...settings,
  SEED: settings.SEED ?? settings.NODE_ENV !== "production",
});

export class ConfigError extends Error {}

/** Reads the settings; a wrong value stops the start with a message that names the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment settings:\n${lines.join("\n")}`);
  }
  const config = withDefaults(parsed.data);
  if (config.NODE_ENV === "production" && !config.JWT_SECRET) {
    throw new ConfigError(
      "Invalid environment settings:\n  JWT_SECRET: required in production (32+ characters)",
    );
  }
  if (config.S3_BUCKET && !(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      "Invalid environment settings:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with S3_BUCKET",
    );
  }
  const stripe = [config.STRIPE_SECRET_KEY, config.STRIPE_PUBLISHABLE_KEY, config.STRIPE_WEBHOOK_SECRET];
  if (stripe.some(Boolean) && !stripe.every(Boolean)) {
    throw new ConfigError(
      "Invalid environment settings:\n  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: set all three, or none",
    );
  }
  return config;
}

/** Settings for tests: embedded everything, small and fast. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...withDefaults(ConfigSchema.parse({ NODE_ENV: "test", LOG_LEVEL: "silent", SEED: "false" })),
    ...overrides,
  };
}
