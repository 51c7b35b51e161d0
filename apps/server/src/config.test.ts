import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("gives every setting its documented default", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      ASSISTANT_PORT: 3001,
      DATA_DIR: ".data",
      CORS_ORIGINS: [],
      TRUST_PROXY: false,
      SEED: true,
      RATE_LIMIT_LOGIN_ACCOUNT: 10,
      RATE_LIMIT_LOGIN_IP: 30,
      RATE_LIMIT_SEND_CODE: 5,
      RATE_LIMIT_REGISTER_IP: 20,
    });
  });

  it("seeds demo data by default only outside production", () => {
    expect(loadConfig({ NODE_ENV: "development" }).SEED).toBe(true);
    const secret = "x".repeat(32);
    expect(loadConfig({ NODE_ENV: "production", JWT_SECRET: secret }).SEED).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", JWT_SECRET: secret, SEED: "true" }).SEED).toBe(true);
  });

  it("reads values from the environment", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://cbm@db:5432/cbm",
      CORS_ORIGINS: "https://a.example, https://b.example",
      TRUST_PROXY: "true",
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: "postgres://cbm@db:5432/cbm",
      CORS_ORIGINS: ["https://a.example", "https://b.example"],
      TRUST_PROXY: true,
    });
  });

  it.each([
    ["PORT", { PORT: "eighty" }],
    ["PORT", { PORT: "70000" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://db/cbm" }],
    ["TRUST_PROXY", { TRUST_PROXY: "sometimes" }],
    ["CORS_ORIGINS", { CORS_ORIGINS: "not a url" }],
    ["JWT_SECRET", { NODE_ENV: "production" }],
    ["ADMIN_EMAIL", { ADMIN_EMAIL: "not an address" }],
    ["S3_ACCESS_KEY_ID", { S3_BUCKET: "media" }],
    ["STRIPE_WEBHOOK_SECRET", { STRIPE_SECRET_KEY: "sk_live_x", STRIPE_PUBLISHABLE_KEY: "pk_live_x" }],
  ])("stops the start with a message naming %s", (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
