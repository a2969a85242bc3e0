import { afterEach, describe, expect, it, vi } from "vitest";
import { configProblems, env, resetEnvForTests } from "./env";

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe("configuration", () => {
  it("accepts an empty environment with sensible defaults", () => {
    vi.stubEnv("NODE_ENV", "development");
    resetEnvForTests();
    expect(configProblems()).toEqual([]);
    expect(env().OPENAI_MODEL).toBe("gpt-4o-mini");
    expect(env().AI_TIMEOUT_MS).toBe(30_000);
  });

  it("names the wrong setting and never echoes its value", () => {
    vi.stubEnv("DATABASE_URL", "mysql://secret-password@db");
    vi.stubEnv("SMTP_URL", "http://also-secret");
    resetEnvForTests();
    const problems = configProblems();
    expect(problems.map((p) => p.setting).sort()).toEqual(["DATABASE_URL", "SMTP_URL"]);
    expect(JSON.stringify(problems)).not.toContain("secret");
    expect(() => env()).toThrow(/Configuration Error/);
  });

  it("requires AUTH_SECRET in production", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("AUTH_SECRET", "");
    vi.stubEnv("APP_URL", "https://tabigacha.example");
    resetEnvForTests();
    expect(configProblems()).toEqual([{ setting: "AUTH_SECRET", problem: "is required in production" }]);
  });

  it("requires APP_URL in production instead of quietly linking to localhost", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("AUTH_SECRET", "a-production-secret-of-some-length");
    vi.stubEnv("APP_URL", "");
    resetEnvForTests();
    expect(configProblems()).toEqual([{ setting: "APP_URL", problem: "is required in production" }]);
    vi.stubEnv("APP_URL", "ftp://tabigacha.example");
    resetEnvForTests();
    expect(configProblems().map((p) => p.setting)).toEqual(["APP_URL"]);
  });

  it("does not bake the error screen into pages prerendered by a build without secrets", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("AUTH_SECRET", "");
    vi.stubEnv("APP_URL", "https://tabigacha.example");
    vi.stubEnv("NEXT_PHASE", "phase-production-build");
    resetEnvForTests();
    expect(configProblems()).toEqual([]);
    vi.stubEnv("NEXT_PHASE", "phase-production-server");
    expect(configProblems().map((p) => p.setting)).toEqual(["AUTH_SECRET"]);
  });

  it("wants the Google client id and secret together", () => {
    vi.stubEnv("AUTH_GOOGLE_ID", "id-only");
    resetEnvForTests();
    expect(configProblems().map((p) => p.setting)).toEqual(["AUTH_GOOGLE_SECRET"]);
  });
});
