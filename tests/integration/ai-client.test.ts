// The AI client and the assistant's uses against the fake OpenAI-compatible server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handleChatPost } from "@/features/assistant/chat-handler";
import { getAiStatus } from "@/features/assistant/health";
import { generatePlan, optimiseItinerary } from "@/features/assistant/uses";
import { createSseParser, parseChatEvent, type ChatStreamEvent } from "@/features/assistant/sse";
import { AiError, batchCompletions, chatCompletion, formatRoutesWithAI, jsonCompletion, streamCompletion } from "@/lib/clients/openai";
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

function chatRequest(content: string, signal?: AbortSignal) {
  return new Request("http://app.test/api/ai/chat", { method: "POST", body: JSON.stringify({ messages: [{ role: "user", content }] }), signal });
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
    const res = await handleChatPost(chatRequest("紅葉の名所は？"), { subject: "addr:retry", locale: "ja" });
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

    const res = await handleChatPost(chatRequest("まだですか？"), { subject: "addr:timeout", locale: "ja" });
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ ok: false, code: "AI_TIMEOUT", message: "リクエストがタイムアウトしました" });

    const en = await handleChatPost(chatRequest("Still there?"), { subject: "addr:timeout", locale: "en" });
    expect((await en.json()).message).toBe("The request timed out");
  });
});

describe("without a key", () => {
  it("every entry point says 'OpenAI APIキーが設定されていません' and calls nothing", async () => {
    configure({ OPENAI_API_KEY: undefined });
    await expect(chatCompletion(question)).rejects.toMatchObject({ code: "AI_NOT_CONFIGURED", message: "OpenAI APIキーが設定されていません" });

    const res = await handleChatPost(chatRequest("こんにちは"), { subject: "addr:nokey", locale: "ja" });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: "AI_NOT_CONFIGURED", message: "OpenAI APIキーが設定されていません" });

    await expect(generatePlan("addr:nokey", { mode: "question", question: "紅葉は？" }, "ja")).rejects.toMatchObject({ code: "AI_NOT_CONFIGURED" });
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
    const res = await handleChatPost(chatRequest("温泉はどこ？"), { subject: "addr:tokens", locale: "ja" });
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
    const res = await handleChatPost(chatRequest("途中で止めます、詳しく", hangUp.signal), { subject: "addr:stop", locale: "ja" });
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
    const result = await optimiseItinerary("addr:json", "1日目 箱根湯本、2日目 芦ノ湖", "ja");
    expect(result.structured).toBeNull();
    expect(result.itinerary).toContain("最適化した旅程");
  });

  it("the optimiser returns a timeline when the JSON is good", async () => {
    const result = await optimiseItinerary("addr:json-ok", "1日目 箱根湯本、2日目 芦ノ湖", "ja");
    expect(result.structured?.days[0].items[1].activity).toBe("富士屋ホテルにチェックイン");
    expect(result.metadata.tokens).toBeGreaterThan(0);
  });
});

describe("the planner", () => {
  it("recommends seeded stays and destinations that the plan mentions, within the budget", async () => {
    const result = await generatePlan("addr:plan", { mode: "form", destination: "箱根", duration: "1n2d", budget: "30to50k", interests: ["relax"], travelStyle: "balanced", guests: 2 }, "ja");
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
    const result = await generatePlan("addr:plan-q", { mode: "question", question: "海と温泉、どっちも楽しめる？" }, "en");
    expect(result.recommendations.locations).toEqual(["鎌倉", "箱根"]);
    expect(result.recommendations.destinations.map((d) => d.name)).toEqual(["Kamakura", "Hakone"]);
    expect(result.recommendations.accommodations.map((a) => a.name)).toContain("Fujiya Hotel");
  });
});

describe("service health", () => {
  it("reports the model and latency, and shares one check for a while", async () => {
    const first = await getAiStatus();
    expect(first).toMatchObject({ status: "ok", model: "gpt-4o-mini", modelListed: true });
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
