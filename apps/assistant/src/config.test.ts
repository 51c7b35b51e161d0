import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("points at the local API and lets in the local web app by default, following PORT", () => {
    const config = loadConfig({ PORT: "4000" });
    expect(config.ASSISTANT_PORT).toBe(3001);
    expect(config.ASSISTANT_API_URL).toBe("http://127.0.0.1:4000");
    expect(config.ASSISTANT_ALLOWED_ORIGINS).toEqual(["http://localhost:4000", "http://127.0.0.1:4000"]);
    expect(config.ASSISTANT_LLM_TIMEOUT_MS).toBe(5000);
  });

  it("reads a list of origins", () => {
    const config = loadConfig({ ASSISTANT_ALLOWED_ORIGINS: "https://cbm.example, https://www.cbm.example" });
    expect(config.ASSISTANT_ALLOWED_ORIGINS).toEqual(["https://cbm.example", "https://www.cbm.example"]);
  });

  it("stops on a wrong value or half a pair, naming the variables", () => {
    expect(() => loadConfig({ ASSISTANT_PORT: "port" })).toThrow(/ASSISTANT_PORT/);
    expect(() => loadConfig({ ASSISTANT_ALLOWED_ORIGINS: "not a url" })).toThrow(ConfigError);
    expect(() => loadConfig({ ASSISTANT_LLM_URL: "http://127.0.0.1:11434/v1" })).toThrow(
      /ASSISTANT_LLM_MODEL/,
    );
    expect(() => loadConfig({ ASSISTANT_API_EMAIL: "a@example.com" })).toThrow(/ASSISTANT_API_PASSWORD/);
  });
});
