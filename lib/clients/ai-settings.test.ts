import { describe, expect, it } from "vitest";
import { AI_LIMITS, AI_RETRY, isOpenAiHosted, retryDelayMs, settingsFor, type AiUse } from "./ai-settings";

const local = { configuredModel: "llama3.1", openAiHosted: false };
const openai = { configuredModel: "gpt-4o-mini", openAiHosted: true };

describe("settings per use", () => {
  it.each<[AiUse, number, number]>([
    ["default", 0.7, 2000],
    ["chat", 0.7, 1500],
    ["plan", 0.8, 2500],
    ["itinerary", 0.6, 2000],
    ["accommodation", 0.7, 1500],
    ["advice", 0.7, 1500],
    ["parsing", 0.3, 2000],
    ["routes", 0.3, 2000],
  ])("%s uses temperature %s and %s max tokens", (use, temperature, maxTokens) => {
    const s = settingsFor(use, openai);
    expect(s.temperature).toBe(temperature);
    expect(s.max_tokens).toBe(maxTokens);
    expect(s.top_p).toBe(1);
    expect(s.frequency_penalty).toBe(0);
    expect(s.presence_penalty).toBe(0);
  });

  it("uses the configured model, except gpt-4 for route formatting on OpenAI itself", () => {
    expect(settingsFor("plan", openai).model).toBe("gpt-4o-mini");
    expect(settingsFor("routes", openai).model).toBe("gpt-4");
    // On another OpenAI-compatible server "gpt-4" may not exist: keep the configured model.
    expect(settingsFor("routes", local).model).toBe("llama3.1");
    expect(settingsFor("chat", local).model).toBe("llama3.1");
  });

  it("lets a call override model, temperature and tokens", () => {
    const s = settingsFor("chat", openai, { model: "gpt-4", temperature: 0.1, maxTokens: 10 });
    expect(s).toMatchObject({ model: "gpt-4", temperature: 0.1, max_tokens: 10 });
  });
});

describe("retry backoff", () => {
  it("waits 1 s, then 2 s, over three attempts", () => {
    expect(AI_RETRY.attempts).toBe(3);
    expect(retryDelayMs(1)).toBe(1000);
    expect(retryDelayMs(2)).toBe(2000);
    expect(retryDelayMs(3, 10)).toBe(40);
  });
});

describe("limits and hosting", () => {
  it("has the product's limits: 20 requests and 40,000 tokens a minute, 1,000 requests a day, 3 at a time", () => {
    expect(AI_LIMITS).toEqual({ requestsPerMinute: 20, tokensPerMinute: 40_000, requestsPerDay: 1000, batchConcurrency: 3 });
  });

  it("recognises OpenAI's own API", () => {
    expect(isOpenAiHosted(undefined)).toBe(true);
    expect(isOpenAiHosted("https://api.openai.com/v1")).toBe(true);
    expect(isOpenAiHosted("http://127.0.0.1:11434/v1")).toBe(false);
    expect(isOpenAiHosted("not a url")).toBe(false);
  });
});
