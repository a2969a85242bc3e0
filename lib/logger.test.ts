import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "./logger";
import { requestStorage } from "./request-context";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

function captured(run: () => void): Record<string, unknown>[] {
  const lines: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  run();
  vi.restoreAllMocks();
  return lines.flatMap((l) => l.split("\n").filter(Boolean)).map((l) => JSON.parse(l));
}

describe("logs", () => {
  it("are one JSON object per line with level, time, message and context", () => {
    vi.stubEnv("LOG_LEVEL", "debug");
    const [line] = captured(() => logger.warn("geo: GSI failed", { message: "gsi answered 500" }));
    expect(line).toMatchObject({ level: "warn", msg: "geo: GSI failed", message: "gsi answered 500" });
    expect(typeof line.time).toBe("string");
  });

  it("carry the id of the request being served", () => {
    vi.stubEnv("LOG_LEVEL", "debug");
    const lines = captured(() => requestStorage().run({ requestId: "req-12345678" }, () => logger.error("booking creation failed")));
    expect(lines[0]).toMatchObject({ level: "error", requestId: "req-12345678" });
  });

  it("keep below the configured level out", () => {
    vi.stubEnv("LOG_LEVEL", "error");
    expect(captured(() => logger.info("would send"))).toEqual([]);
  });
});
