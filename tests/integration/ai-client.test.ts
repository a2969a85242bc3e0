// The AI client and the assistant's uses against the fake OpenAI-compatible server.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

// Guests: limits are counted by the client address the app's server reports. The health check's
// tests ask as an administrator too (who alone sees the model and why the service is down).
const caller = vi.hoisted(() => ({ admin: false }));
vi.mock("@/features/auth/actor", () => ({
  getActor: async () => (caller.admin ? { user: { id: "admin", email: "admin@tabigacha.example", name: null, image: null, role: "admin" }, isAdmin: true } : { user: null, isAdmin: false }),
}));

import { GET as aiHealthRoute } from "@/app/api/ai/health/route";
import { plannerEndpoint } from "@/features/assistant/ai-endpoints";
import { handleChatPost } from "@/features/assistant/chat-handler";
import { getAiStatus } from "@/features/assistant/health";
import { handlePlannerPost } from "@/features/assistant/planner-handler";
import { OPEN_WAIT_MS } from "@/features/assistant/reply-stream";
import { plannerRequestSchema, type PlannerRequest } from "@/features/assistant/schemas";
import type { AccommodationResult, OptimiseResult, PlanResult, PlannerResult } from "@/features/assistant/planner-jobs";
import { createSseParser, parseChatEvent, type ChatStreamEvent } from "@/features/assistant/sse";
import { AiError, batchCompletions, chatCompletion, formatRoutesWithAI, jsonCompletion, streamCompletion, type AiHealth } from "@/lib/clients/openai";
import { ANSWER_WITHIN_MS } from "@/lib/clients/wait-limits";
import { getDb } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { peekLimit } from "@/lib/rate-limit";
import { chatReply, LONG_REPLY_END, PARSED_ITINERARY } from "../fakes/services/openai-replies";
import { startFakes } from "./support/processes";

let fakes: Awaited<ReturnType<typeof startFakes>>;

function configure(env: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
}

beforeAll(async () => {
  fakes = await startFakes();
});
afterAll(async () => {
  await fakes?.stop();
});
beforeEach(async () => {
  configure({ OPENAI_API_KEY: "test-key", OPENAI_BASE_URL: `${fakes.url}/openai/v1`, OPENAI_MODEL: undefined, AI_TIMEOUT_MS: undefined, OFFLINE: undefined });
  await fakes.scenario("openai");
  await (await getDb()).cacheEntry.deleteMany({ where: { key: "ai:health" } });
});

const question = [{ role: "user" as const, content: "箱根でおすすめは？" }];

async function readSse(res: Response): Promise<ChatStreamEvent[]> {
  const parser = createSseParser();
  const decoder = new TextDecoder();
  const payloads: string[] = [];
  const reader = res.body!.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) payloads.push(...parser.push(decoder.decode(r.value, { stream: true })));
  payloads.push(...parser.flush());
  return payloads.map(parseChatEvent).filter((e): e is ChatStreamEvent => typeof e === "object" && e !== null);
}

/** A chat request as the endpoint hands it on: the request, and its body once checked. */
function chat(content: string, signal?: AbortSignal) {
  const body = { messages: [{ role: "user" as const, content }] };
  return [new Request("http://app.test/api/ai/chat", { method: "POST", body: JSON.stringify(body), signal }), body] as const;
}

type Input<K extends PlannerRequest["kind"]> = Record<string, unknown> & Partial<Extract<PlannerRequest, { kind: K }>["input"]>;

/** POST /api/ai/plan as the browser sends it; the events it streamed and their result. */
async function plan<K extends PlannerRequest["kind"]>(kind: K, input: Input<K>, locale = "ja", subject = `addr:plan-${kind}`) {
  const res = await plannerEndpoint(
    new Request(`http://app.test/api/ai/plan?lang=${locale}`, {
      method: "POST",
      headers: { origin: "http://localhost:3000", "x-tabigacha-client-address": subject.replace(/^addr:/, "") },
      body: JSON.stringify({ kind, input }),
    }),
  );
  if (!res.headers.get("content-type")?.includes("text/event-stream")) return { res, events: [], result: undefined };
  const events = await readSse(res);
  const result = events.find((e) => e.type === "result")?.result as Extract<PlannerResult, { kind: K }> | undefined;
  return { res, events, result };
}

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - started };
}

/**
 * How long until the caller has an answer: the response and its first bytes (a server sends the
 * head of a streamed response with them). The rest of the body is returned as events.
 */
async function firstBytes(call: () => Promise<Response>): Promise<{ res: Response; ms: number; rest: () => Promise<ChatStreamEvent[]> }> {
  const started = performance.now();
  const res = await call();
  const reader = res.body!.getReader();
  const first = await reader.read();
  const ms = performance.now() - started;
  const rest = async () => {
    const tail = new ReadableStream<Uint8Array>({
      async start(controller) {
        if (first.value) controller.enqueue(first.value);
        for (let r = await reader.read(); !r.done; r = await reader.read()) controller.enqueue(r.value);
        controller.close();
      },
    });
    return readSse(new Response(tail));
  };
  return { res, ms, rest };
}

describe("retry on 429", () => {
  it("retries with backoff and then succeeds", async () => {
    await fakes.scenario("openai", "rate-limit-2");
    const started = performance.now();
    const reply = await chatCompletion(question, { use: "chat", retryBaseDelayMs: 50 });
    expect(reply.content).toContain("箱根");
    expect(await fakes.calls("openai")).toBe(3);
    // Two waits: 50 ms, then 100 ms.
    expect(performance.now() - started).toBeGreaterThanOrEqual(150);
  });

  it("gives up after three attempts with RATE_LIMIT carrying status, message, code and type", async () => {
    await fakes.scenario("openai", "rate-limit-5");
    const error = await chatCompletion(question, { retryBaseDelayMs: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiError);
    expect(error).toMatchObject({ code: "RATE_LIMIT", status: 429, apiCode: "rate_limit_exceeded", type: "requests" });
    expect((error as AiError).message).toContain("Rate limit reached");
    expect(await fakes.calls("openai")).toBe(3);
  });

  it("does not retry other errors, which carry the service's status, message, code and type", async () => {
    await fakes.scenario("openai", "error-500");
    const error = await chatCompletion(question, { retryBaseDelayMs: 5 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "AI_UPSTREAM", status: 500, apiCode: null, type: "server_error" });
    expect((error as AiError).message).toContain("The server had an error");
    expect(await fakes.calls("openai")).toBe(1);
  });

  it("the chat route waits out two 429s (1 s, then 2 s) and streams the reply", async () => {
    await fakes.scenario("openai", "rate-limit-2");
    const res = await handleChatPost(...chat("紅葉の名所は？"), { subject: "addr:retry", locale: "ja" });
    expect(res.status).toBe(200);
    const text = (await readSse(res)).flatMap((e) => (e.type === "delta" ? [e.text] : [])).join("");
    expect(text).toContain("「紅葉の名所は？」についてお答えします");
    expect(await fakes.calls("openai")).toBe(3);
  });
});

describe("timeout", () => {
  it("says 'リクエストがタイムアウトしました' when the service does not answer in time", async () => {
    configure({ AI_TIMEOUT_MS: "400" });
    await fakes.scenario("openai", "hang");
    const error = await chatCompletion(question).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "AI_TIMEOUT", message: "リクエストがタイムアウトしました" });

    const res = await handleChatPost(...chat("まだですか？"), { subject: "addr:timeout", locale: "ja" });
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ ok: false, code: "AI_TIMEOUT", message: "リクエストがタイムアウトしました" });

    const en = await handleChatPost(...chat("Still there?"), { subject: "addr:timeout", locale: "en" });
    expect((await en.json()).message).toBe("The request timed out");
  });
});

describe("without a key", () => {
  it("the client says 'OpenAI APIキーが設定されていません', callers hear that the assistant is resting, and nothing is called", async () => {
    configure({ OPENAI_API_KEY: undefined });
    await expect(chatCompletion(question)).rejects.toMatchObject({ code: "AI_NOT_CONFIGURED", message: "OpenAI APIキーが設定されていません" });

    const res = await handleChatPost(...chat("こんにちは"), { subject: "addr:nokey", locale: "ja" });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: "AI_NOT_CONFIGURED", message: "AIアシスタントはただいまお休み中です。しばらくしてからお試しください" });

    const planned = await plan("plan", { mode: "question", question: "紅葉は？" }, "ja", "addr:nokey");
    expect(planned.res.status).toBe(503);
    expect(await planned.res.json()).toMatchObject({ code: "AI_NOT_CONFIGURED", message: "AIアシスタントはただいまお休み中です。しばらくしてからお試しください" });
    expect(await getAiStatus()).toMatchObject({ status: "unconfigured", latencyMs: null });
    expect(await fakes.calls("openai")).toBe(0);
    // Nothing was counted against the caller either.
    expect((await peekLimit("ai:rpm:addr:nokey", 20)).count).toBe(0);
  });
});

describe("streaming", () => {
  it("yields the reply in pieces, in order, with the usage at the end", async () => {
    await fakes.scenario("openai", "fast");
    const stream = await streamCompletion(question, { use: "chat" });
    const pieces: string[] = [];
    for await (const piece of stream) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces.join("")).toBe(chatReply({ messages: question }));
    expect(stream.usage?.totalTokens).toBeGreaterThan(0);
    expect(stream.finishReason).toBe("stop");
  });

  it("the chat route streams events and charges the tokens used to the caller", async () => {
    await fakes.scenario("openai", "fast");
    const res = await handleChatPost(...chat("温泉はどこ？"), { subject: "addr:tokens", locale: "ja" });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const events = await readSse(res);
    expect(events[0]).toEqual({ type: "meta", model: "gpt-4o-mini" });
    const done = events.find((e) => e.type === "done");
    expect(done).toMatchObject({ type: "done", finishReason: "stop" });
    const used = done?.type === "done" ? done.usage?.totalTokens : undefined;
    expect(used).toBeGreaterThan(0);
    expect((await peekLimit("ai:tpm:addr:tokens", 40_000)).count).toBe(used);
  });

  it("stops reading the service when the caller hangs up", async () => {
    const hangUp = new AbortController();
    const res = await handleChatPost(...chat("途中で止めます、詳しく", hangUp.signal), { subject: "addr:stop", locale: "ja" });
    const reader = res.body!.getReader();
    await reader.read();
    await reader.read();
    hangUp.abort();
    // The reply ends early instead of running to the service's last piece.
    const decoder = new TextDecoder();
    let rest = "";
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest += decoder.decode(r.value);
    expect(rest).not.toContain(LONG_REPLY_END);
    type StreamRecord = { prompt: string; aborted: boolean; completed: boolean };
    await expect
      .poll(async () => ((await (await fetch(`${fakes.url}/openai/__streams`)).json()) as StreamRecord[]).find((s) => s.prompt === "途中で止めます、詳しく"), { timeout: 5000 })
      .toMatchObject({ aborted: true, completed: false });
  });
});

describe("JSON replies", () => {
  it("reads the first JSON object of a reply wrapped in prose", async () => {
    const { data } = await jsonCompletion([{ role: "system", content: "Convert to JSON." }, { role: "user", content: "箱根の旅程" }]);
    expect(data).toEqual(PARSED_ITINERARY);
  });

  it("turns malformed JSON into AI_BAD_RESPONSE, and the optimiser keeps the text itinerary", async () => {
    await fakes.scenario("openai", "malformed-json");
    await expect(jsonCompletion([{ role: "system", content: "Convert to JSON." }, { role: "user", content: "x" }])).rejects.toMatchObject({ code: "AI_BAD_RESPONSE" });
    const { result } = await plan("optimise", { plan: "1日目 箱根湯本、2日目 芦ノ湖" }, "ja", "addr:json");
    expect(result?.structured).toBeNull();
    expect(result?.itinerary).toContain("最適化した旅程");
  });

  it("the optimiser returns a timeline when the JSON is good", async () => {
    const { result } = await plan("optimise", { plan: "1日目 箱根湯本、2日目 芦ノ湖" }, "ja", "addr:json-ok");
    expect((result as OptimiseResult).structured?.days[0].items[1].activity).toBe("富士屋ホテルにチェックイン");
    expect(result?.metadata.tokens).toBeGreaterThan(0);
  });
});

describe("the planner", () => {
  it("streams the plan's text, then recommends seeded stays and destinations that it mentions, within the budget", async () => {
    const planned = await plan("plan", { mode: "form", destination: "箱根", duration: "1n2d", budget: "30to50k", interests: ["relax"], travelStyle: "balanced", guests: 2 });
    const types = planned.events.map((e) => e.type);
    expect(types.filter((t) => t === "delta").length).toBeGreaterThan(1);
    expect(types.slice(-2)).toEqual(["result", "done"]);
    const streamed = planned.events.flatMap((e) => (e.type === "delta" ? [e.text] : [])).join("");
    const result = planned.result as PlanResult;
    expect(result.plan).toBe(streamed);
    expect(result.plan).toContain("富士屋ホテル");
    expect(result.recommendations.locations[0]).toBe("箱根");
    expect(result.recommendations.accommodations[0].name).toBe("富士屋ホテル");
    expect(result.recommendations.accommodations.length).toBeLessThanOrEqual(3);
    for (const s of result.recommendations.accommodations) {
      expect(s.priceMin).toBeLessThanOrEqual(50_000);
      expect(s.priceMax).toBeGreaterThanOrEqual(30_000);
    }
    expect(result.recommendations.destinations.map((d) => d.name)).toEqual(["箱根"]);
    expect(result.metadata).toMatchObject({ model: "gpt-4o-mini" });
    expect(result.metadata.tokens).toBeGreaterThan(0);
  });

  it("answers a free-text question and finds every place it names, in English too", async () => {
    const result = (await plan("plan", { mode: "question", question: "海と温泉、どっちも楽しめる？" }, "en")).result as PlanResult;
    expect(result.recommendations.locations).toEqual(["鎌倉", "箱根"]);
    expect(result.recommendations.destinations.map((d) => d.name)).toEqual(["Kamakura", "Hakone"]);
    expect(result.recommendations.accommodations.map((a) => a.name)).toContain("Fujiya Hotel");
  });
});

describe("service health", () => {
  it("reports the model and latency, and shares one check for a while", async () => {
    const first = await getAiStatus();
    expect(first).toMatchObject({ status: "ok", model: "gpt-4o-mini" });
    expect(first.latencyMs).toBeGreaterThanOrEqual(0);
    const second = await getAiStatus();
    expect(second.checkedAt).toBe(first.checkedAt);
  });
});

describe("uses for other features", () => {
  it("formats routes with AI, or returns null so the caller falls back to basic formatting", async () => {
    const routes = await formatRoutesWithAI<{ mode: string; title: string }>('Format these as JSON {"routes": [...]}: 新宿から箱根湯本、ロマンスカー');
    expect(routes).toEqual([{ mode: "train", title: "ロマンスカーで箱根湯本へ", duration: "約85分", cost: "2,470円" }]);
    await fakes.scenario("openai", "malformed-json");
    expect(await formatRoutesWithAI('Format these as JSON {"routes": [...]}')).toBeNull();
    await fakes.scenario("openai", "error-500");
    expect(await formatRoutesWithAI('Format these as JSON {"routes": [...]}')).toBeNull();
  });

  it("runs a batch of completions, keeping order and returning failures in place", async () => {
    configure({ OPENAI_API_KEY: "test-key" });
    const results = await batchCompletions([
      { messages: [{ role: "user", content: "一つ目" }] },
      // No messages: the service answers 400.
      { messages: [] },
      { messages: [{ role: "user", content: "三つ目" }] },
    ]);
    expect((results[0] as { content: string }).content).toContain("一つ目");
    expect(results[1]).toBeInstanceOf(AiError);
    expect(results[1]).toMatchObject({ code: "AI_UPSTREAM", status: 400 });
    expect((results[2] as { content: string }).content).toContain("三つ目");
  });
});

describe("no wait beyond 5 s", () => {
  async function statusOverHttp(asAdmin = true): Promise<{ body: AiHealth; ms: number }> {
    caller.admin = asAdmin;
    await (await getDb()).cacheEntry.deleteMany({ where: { key: "ai:health" } });
    try {
      const { value, ms } = await timed(() => aiHealthRoute(new Request("http://app.test/api/ai/health")));
      return { body: (await value.json()) as AiHealth, ms };
    } finally {
      caller.admin = false;
    }
  }

  it("GET /api/ai/health answers within 5 s, 'down' with a timeout, when the service accepts connections and never answers", async () => {
    await fakes.scenario("openai", "hang");
    const { body, ms } = await statusOverHttp();
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(body).toMatchObject({ status: "down", error: { code: "AI_TIMEOUT", message: "リクエストがタイムアウトしました" } });
    // Anyone else learns only that the assistant cannot be used now.
    const { body: guest, ms: guestMs } = await statusOverHttp(false);
    expect(guestMs).toBeLessThan(ANSWER_WITHIN_MS);
    expect(Object.keys(guest).sort()).toEqual(["available", "checkedAt", "latencyMs", "status"]);
    expect(guest).toMatchObject({ status: "down", available: false });
  });

  it("GET /api/ai/health: overlapping checks all answer within 5 s, and ask the service once", async () => {
    await fakes.scenario("openai", "hang");
    const before = await fakes.calls("openai");
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => timed(async () => (await (await aiHealthRoute(new Request("http://app.test/api/ai/health"))).json()) as { status: string })),
    );
    for (const { value, ms } of answers) {
      expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
      expect(value.status).toBe("down");
    }
    expect((await fakes.calls("openai")) - before).toBe(1);
    // The shared check gives up on the service a moment after its callers were answered; let it
    // end before the next test asks again.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  });

  it("counts only a well-formed completion as healthy: an HTTP 200 that is not one is 'down', every time", async () => {
    await fakes.scenario("openai", "garbage");
    const answers: AiHealth[] = [];
    for (let i = 0; i < 6; i++) answers.push((await statusOverHttp()).body);
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill("down"));
    for (const a of answers) expect(a.error?.code).toBe("AI_BAD_RESPONSE");
    // The same service answering properly is healthy again.
    await fakes.scenario("openai", "ok");
    expect((await statusOverHttp()).body.status).toBe("ok");
  });

  it("the chat starts its answer within 5 s when the service hangs, and ends it with the translated timeout", async () => {
    await fakes.scenario("openai", "hang");
    const hangUp = new AbortController();
    const { res, ms } = await firstBytes(() => handleChatPost(...chat("応答がないとき", hangUp.signal), { subject: "addr:chat-hang", locale: "ja" }));
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    hangUp.abort();

    // With the service's own timeout just past the route's wait, the stream says why it ended.
    configure({ AI_TIMEOUT_MS: String(OPEN_WAIT_MS + 500) });
    const late = await handleChatPost(...chat("まだですか"), { subject: "addr:chat-hang", locale: "ja" });
    expect(late.status).toBe(200);
    const events = await readSse(late);
    expect(events.at(-1)).toEqual({ type: "error", code: "AI_TIMEOUT", message: "リクエストがタイムアウトしました" });
  });

  it("the chat ends with the translated timeout within 5 s of the question when the service never starts replying (default timeout)", async () => {
    await fakes.scenario("openai", "hang");
    const { value: events, ms } = await timed(async () => readSse(await handleChatPost(...chat("ずっと待つ"), { subject: "addr:chat-hang-default", locale: "ja" })));
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(events.at(-1)).toEqual({ type: "error", code: "AI_TIMEOUT", message: "リクエストがタイムアウトしました" });
  });

  it("the planner answers within 5 s when the service hangs, and ends with the timeout message in the caller's language", async () => {
    await fakes.scenario("openai", "hang");
    configure({ AI_TIMEOUT_MS: String(OPEN_WAIT_MS + 500) });
    for (const [locale, message] of [["ja", "リクエストがタイムアウトしました"], ["en", "The request timed out"]]) {
      const { ms, rest } = await firstBytes(() =>
        handlePlannerPost(new Request("http://app.test/api/ai/plan", { method: "POST" }), plannerRequestSchema.parse({ kind: "plan", input: { mode: "form", destination: "箱根" } }), { subject: `addr:plan-hang-${locale}`, locale }),
      );
      expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
      const events = await rest();
      expect(events.at(-1)).toEqual({ type: "error", code: "AI_TIMEOUT", message });
      expect(events.some((e) => e.type === "result")).toBe(false);
    }
  });
});

describe("the planner's follow-ups", () => {
  it("recommend our stays for a destination, and give advice, each streamed with a result", async () => {
    const stays = (await plan("stays", { destination: "箱根", budget: "30to50k", guests: 2, interests: [] })).result as AccommodationResult;
    // No plan names a stay here: Hakone's stays within the budget, nearest the town's centre first.
    expect(stays.accommodations[0].name).toBe("萬翠楼 福住");
    expect(stays.text.length).toBeGreaterThan(0);
    const advice = await plan("advice", { destination: "箱根" });
    expect(advice.result?.kind).toBe("advice");
    expect(advice.events.filter((e) => e.type === "delta").length).toBeGreaterThan(1);
  });

  it("refuse an empty destination with the field's message key, before calling the service", async () => {
    const { res } = await plan("stays", { destination: "  " });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ ok: false, code: "VALIDATION_ERROR", fieldErrors: { destination: ["destinationRequired"] } });
    expect(await fakes.calls("openai")).toBe(0);
  });
});
