import { z } from "zod";

const port = z.coerce.number().int().min(0).max(65535);
const positive = z.coerce.number().int().positive();
const emptyAsUnset = (value: unknown) => (value === "" ? undefined : value);
const optionalText = z.preprocess(emptyAsUnset, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUnset, z.url().optional());
const urlList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url()));

/** Every setting of the assistant, read from the environment once at start (README lists them). */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** The API's port: the defaults of the API's address and of the web app's origin follow it. */
  PORT: port.default(3000),
  ASSISTANT_PORT: port.default(3001),
  ASSISTANT_API_URL: optionalUrl,
  ASSISTANT_ALLOWED_ORIGINS: z.preprocess(emptyAsUnset, urlList.optional()),
  /** The account the assistant reads the catalogue as: the shop's calls are for signed-in people. */
  ASSISTANT_API_EMAIL: optionalText,
  ASSISTANT_API_PASSWORD: optionalText,
  ASSISTANT_API_TIMEOUT_MS: positive.default(2000),
  ASSISTANT_LLM_URL: optionalUrl,
  ASSISTANT_LLM_MODEL: optionalText,
  ASSISTANT_LLM_KEY: optionalText,
  ASSISTANT_LLM_TIMEOUT_MS: positive.default(5000),
  RATE_LIMIT_ASSISTANT_IP: positive.default(30),
  RATE_LIMIT_ASSISTANT_WINDOW_SECONDS: positive.default(60),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

type Settings = z.infer<typeof ConfigSchema>;

export type Config = Omit<Settings, "ASSISTANT_API_URL" | "ASSISTANT_ALLOWED_ORIGINS"> & {
  ASSISTANT_API_URL: string;
  ASSISTANT_ALLOWED_ORIGINS: string[];
};

const withDefaults = (settings: Settings): Config => ({
  ...settings,
  ASSISTANT_API_URL: settings.ASSISTANT_API_URL ?? `http://127.0.0.1:${settings.PORT}`,
  ASSISTANT_ALLOWED_ORIGINS: settings.ASSISTANT_ALLOWED_ORIGINS ?? [
    `http://localhost:${settings.PORT}`,
    `http://127.0.0.1:${settings.PORT}`,
  ],
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
  if (Boolean(config.ASSISTANT_LLM_URL) !== Boolean(config.ASSISTANT_LLM_MODEL)) {
    throw new ConfigError(
      "Invalid environment settings:\n  ASSISTANT_LLM_URL, ASSISTANT_LLM_MODEL: set both, or neither",
    );
  }
  if (Boolean(config.ASSISTANT_API_EMAIL) !== Boolean(config.ASSISTANT_API_PASSWORD)) {
    throw new ConfigError(
      "Invalid environment settings:\n  ASSISTANT_API_EMAIL, ASSISTANT_API_PASSWORD: set both, or neither",
    );
  }
  return config;
}

/** Settings for tests: quiet, with these changes. */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
  ...overrides,
});
