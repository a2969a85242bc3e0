// The AI limits hold across app instances: two separate Node processes run the chat route's
// handler against one database, and the 21st request in a minute is refused whichever process
// receives it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSseParser, parseChatEvent } from "@/features/assistant/sse";
import { hitLimit } from "@/lib/rate-limit";
import { startFakes, startTsProcess, type Started } from "./support/processes";

let fakes: Awaited<ReturnType<typeof startFakes>>;
let a: Started;
let b: Started;

beforeAll(async () => {
  fakes = await startFakes();
  await fakes.scenario("openai", "fast");
  const env = { DATABASE_URL: process.env.DATABASE_URL, OPENAI_API_KEY: "test-key", OPENAI_BASE_URL: `${fakes.url}/openai/v1` };
  [a, b] = await Promise.all([
    startTsProcess("tests/integration/support/chat-server.ts", env, "/ready"),
    startTsProcess("tests/integration/support/chat-server.ts", env, "/ready"),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop(), fakes?.stop()]);
});

async function ask(server: Started, address: string, n: number) {
  const res = await fetch(`${server.url}/api/ai/chat`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-tabigacha-client-address": address },
    body: JSON.stringify({ messages: [{ role: "user", content: `質問 ${n}` }] }),
  });
  const body = await res.text();
  const reply = createSseParser()
    .push(body)
    .map(parseChatEvent)
    .map((e) => (typeof e === "object" && e.type === "delta" ? e.text : ""))
    .join("");
  return { status: res.status, body, reply, pid: res.headers.get("x-app-process"), retryAfter: res.headers.get("retry-after") };
}

describe("limits shared by two app processes", () => {
  it("refuses the 21st request in a minute on either process", async () => {
    for (const [address, last] of [
      ["198.51.100.1", () => a],
      ["198.51.100.2", () => b],
    ] as const) {
      const pids = new Set<string | null>();
      for (let n = 1; n <= 20; n++) {
        const r = await ask(n % 2 ? a : b, address, n);
        expect(r.status, r.body).toBe(200);
        expect(r.reply).toBe(`「質問 ${n}」についてお答えします。週末の小旅行なら箱根がおすすめです。箱根湯本で日帰り温泉を楽しみ、宮ノ下の富士屋ホテルでクラシックな時間を過ごし、芦ノ湖の遊覧船で景色を眺めてみてください。`);
        pids.add(r.pid);
      }
      // Two different processes really answered.
      expect(pids.size).toBe(2);
      const refused = await ask(last(), address, 21);
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toMatchObject({ code: "RATE_LIMIT", message: expect.stringMatching(/^リクエストが多すぎます。\d+秒ほどお待ちください$/) });
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
      // ...and the other process refuses too.
      expect((await ask(last() === a ? b : a, address, 22)).status).toBe(429);
    }
    // Someone else is not affected.
    expect((await ask(a, "198.51.100.3", 1)).status).toBe(200);
  });

  it("lets exactly 20 through when 25 arrive at once at both processes", async () => {
    const results = await Promise.all(Array.from({ length: 25 }, (_, n) => ask(n % 2 ? a : b, "198.51.100.4", n)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(20);
    expect(results.filter((r) => r.status === 429)).toHaveLength(5);
  });

  it("refuses when the minute's 40,000 tokens are spent, with the time to wait", async () => {
    await hitLimit("ai:tpm:addr:198.51.100.5", 40_000, 60_000, 40_000);
    const r = await ask(b, "198.51.100.5", 1);
    expect(r.status).toBe(429);
    expect(JSON.parse(r.body).message).toMatch(/^リクエストが多すぎます。\d+秒ほどお待ちください$/);
  });
});
