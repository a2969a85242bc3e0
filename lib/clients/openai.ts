import "server-only";
import OpenAI from "openai";
import { z } from "zod";
import { env, isOffline } from "../env";
import { AiError } from "./ai-error";
import { extractFirstJson, runBatch } from "./ai-json";
import { AI_TIMEOUT_MESSAGE, deadline, toAiError, withRetry } from "./openai-transport";
import { callTimeout } from "./wait-limits";
import { AI_LIMITS, isOpenAiHosted, settingsFor, type AiUsage, type AiUse, type ChatMessage, type SettingsOverride } from "./ai-settings";

// The one client of the AI text service: any OpenAI-compatible server (OpenAI, a gateway, a local
// Ollama or vLLM) at OPENAI_BASE_URL. Server-side only; the key never leaves the server.

export { AiError, isAiError, type AiErrorCode } from "./ai-error";
export { extractFirstJson, runBatch } from "./ai-json";
export { AI_TIMEOUT_MESSAGE, toAiError } from "./openai-transport";
export * from "./ai-settings";

export interface AiCompletion {
  id: string;
  model: string;
  content: string;
  finishReason: string | null;
  usage: AiUsage | null;
}

export interface AiCallOptions extends SettingsOverride {
  use?: AiUse;
  signal?: AbortSignal;
  /** First retry delay after a 429 (default 1 s, doubling); tests pass a few milliseconds. */
  retryBaseDelayMs?: number;
  /** Per attempt; defaults to AI_TIMEOUT_MS. For streams, the longest silence between chunks. */
  timeoutMs?: number;
}

export const AI_NOT_CONFIGURED_MESSAGE = "OpenAI APIキーが設定されていません";

export function isAiConfigured(): boolean {
  return Boolean(env().OPENAI_API_KEY);
}

/** The model a plain call uses (OPENAI_MODEL). */
export function configuredModel(): string {
  return env().OPENAI_MODEL;
}

/** Throws the AiError a call would end with when the service cannot be used at all. */
export function assertAiAvailable(): void {
  if (isOffline()) throw new AiError("AI_OFFLINE", "Outside services are disabled (OFFLINE=1)");
  if (!isAiConfigured()) throw new AiError("AI_NOT_CONFIGURED", AI_NOT_CONFIGURED_MESSAGE);
}

let clientCache: { key: string; client: OpenAI } | undefined;

function client(): OpenAI {
  assertAiAvailable();
  const { OPENAI_API_KEY: apiKey, OPENAI_BASE_URL: baseURL, AI_TIMEOUT_MS: timeout } = env();
  if (!apiKey) throw new AiError("AI_NOT_CONFIGURED", AI_NOT_CONFIGURED_MESSAGE);
  const key = `${apiKey}|${baseURL ?? ""}|${timeout}`;
  if (clientCache?.key !== key) {
    // Retries are ours (429 only, with our backoff), so the SDK's are off.
    clientCache = { key, client: new OpenAI({ apiKey, baseURL, timeout, maxRetries: 0 }) };
  }
  return clientCache.client;
}

function settings(options: AiCallOptions) {
  const e = env();
  return settingsFor(options.use ?? "default", { configuredModel: e.OPENAI_MODEL, openAiHosted: isOpenAiHosted(e.OPENAI_BASE_URL) }, options);
}

function usageOf(u: { prompt_tokens?: number; completion_tokens?: number; total_tokens?: number } | null | undefined): AiUsage | null {
  if (!u) return null;
  const promptTokens = u.prompt_tokens ?? 0;
  const completionTokens = u.completion_tokens ?? 0;
  return { promptTokens, completionTokens, totalTokens: u.total_tokens ?? promptTokens + completionTokens };
}

/** A chat completion (POST {base}/chat/completions). */
export async function chatCompletion(messages: ChatMessage[], options: AiCallOptions = {}): Promise<AiCompletion> {
  const body = { ...settings(options), messages, stream: false as const };
  return withRetry(options, options.timeoutMs ?? env().AI_TIMEOUT_MS, async (signal) => {
    const res = await client().chat.completions.create(body, { signal });
    const choice = res.choices?.[0];
    const content = choice?.message?.content ?? "";
    if (!content.trim()) throw new AiError("AI_BAD_RESPONSE", "The AI service returned an empty reply");
    return { id: res.id, model: res.model || body.model, content, finishReason: choice?.finish_reason ?? null, usage: usageOf(res.usage) };
  });
}

export interface AiStream extends AsyncIterable<string> {
  readonly model: string;
  /** Known once the stream has ended (when the server reports it). */
  readonly usage: AiUsage | null;
  readonly finishReason: string | null;
  /** Stops reading and closes the connection to the service. */
  abort(): void;
}

/**
 * Opens a streaming completion. Errors before the first byte (including 429 after the retries)
 * reject here; the returned stream yields text deltas until the service's done marker.
 */
export async function streamCompletion(messages: ChatMessage[], options: AiCallOptions = {}): Promise<AiStream> {
  const body = { ...settings(options), messages, stream: true as const, stream_options: { include_usage: true } };
  const timeoutMs = options.timeoutMs ?? env().AI_TIMEOUT_MS;
  const upstream = await withRetry(options, timeoutMs, (signal) => client().chat.completions.create(body, { signal }));
  // The attempt's deadline is over; reading gets its own idle clock and the caller's signal.
  const idle = deadline(timeoutMs, options.signal);
  const abortUpstream = () => upstream.controller.abort();
  idle.signal.addEventListener("abort", abortUpstream, { once: true });
  let usage: AiUsage | null = null;
  let finishReason: string | null = null;
  let model = body.model;

  async function* deltas(): AsyncGenerator<string> {
    try {
      for await (const chunk of upstream) {
        idle.touch();
        if (chunk.model) model = chunk.model;
        if (chunk.usage) usage = usageOf(chunk.usage);
        const choice = chunk.choices?.[0];
        if (choice?.finish_reason) finishReason = choice.finish_reason;
        const text = choice?.delta?.content;
        if (text) yield text;
      }
      // The SDK ends quietly when its connection is aborted; our idle clock did that.
      if (idle.timedOut) throw new AiError("AI_TIMEOUT", AI_TIMEOUT_MESSAGE);
    } catch (raw) {
      const error = toAiError(raw, idle.timedOut);
      if (error.code !== "AI_ABORTED") throw error;
    } finally {
      idle.done();
      upstream.controller.abort();
    }
  }

  const iterator = deltas();
  return {
    get model() {
      return model;
    },
    get usage() {
      return usage;
    },
    get finishReason() {
      return finishReason;
    },
    abort: () => idle.abort(),
    [Symbol.asyncIterator]: () => iterator,
  };
}

/**
 * Asks for JSON and returns the first JSON object in the reply (prose around it is fine),
 * validated by `schema` when given.
 */
export async function jsonCompletion<T = unknown>(
  messages: ChatMessage[],
  options: AiCallOptions & { schema?: z.ZodType<T> } = {},
): Promise<{ data: T; completion: AiCompletion }> {
  const completion = await chatCompletion(messages, { use: "parsing", ...options });
  const raw = extractFirstJson(completion.content);
  if (raw === undefined) throw new AiError("AI_BAD_RESPONSE", "The AI reply held no JSON object");
  if (!options.schema) return { data: raw as T, completion };
  const parsed = options.schema.safeParse(raw);
  if (!parsed.success) throw new AiError("AI_BAD_RESPONSE", "The AI reply's JSON had an unexpected shape");
  return { data: parsed.data, completion };
}

/**
 * AI-formatted route data: one user message, JSON with a `routes` array. Returns
 * null on any failure so the caller falls back to its basic formatting.
 */
export async function formatRoutesWithAI<R = unknown>(prompt: string, options: AiCallOptions = {}): Promise<R[] | null> {
  try {
    const { data } = await jsonCompletion<{ routes?: unknown }>([{ role: "user", content: prompt }], { use: "routes", ...options });
    return Array.isArray(data.routes) ? (data.routes as R[]) : null;
  } catch {
    return null;
  }
}

/** Several completions, at most three at a time. */
export function batchCompletions(requests: { messages: ChatMessage[]; options?: AiCallOptions }[]): Promise<(AiCompletion | AiError)[]> {
  return runBatch(
    requests,
    (r) => chatCompletion(r.messages, r.options).catch((e: unknown) => toAiError(e)),
    AI_LIMITS.batchConcurrency,
  );
}

export interface AiHealth {
  status: "ok" | "down" | "unconfigured" | "offline";
  model: string;
  latencyMs: number | null;
  checkedAt: string;
  error?: { code: string; message: string; status?: number };
}

/** What a chat completion must look like for the service to count as healthy. */
const wellFormedCompletion = z.object({
  id: z.string(),
  model: z.string(),
  choices: z
    .array(z.object({ message: z.object({ role: z.literal("assistant"), content: z.string() }), finish_reason: z.string().nullable() }))
    .min(1),
});

/** The status check gives up after this, so GET /api/ai/health answers within 5 s. */
export const AI_HEALTH_TIMEOUT_MS = 4_000;

/**
 * Asks for a one-token completion: only a well-formed chat completion counts as healthy (a server
 * that lists models but answers a login page or an empty object is down). Ends within
 * AI_HEALTH_TIMEOUT_MS whatever the service does.
 */
export async function checkAiHealth(timeoutMs = callTimeout(env().AI_TIMEOUT_MS, AI_HEALTH_TIMEOUT_MS)): Promise<AiHealth> {
  const model = configuredModel();
  const checkedAt = new Date().toISOString();
  if (isOffline()) return { status: "offline", model, latencyMs: null, checkedAt };
  if (!isAiConfigured()) return { status: "unconfigured", model, latencyMs: null, checkedAt };
  const started = performance.now();
  const d = deadline(timeoutMs);
  const latency = () => Math.round(performance.now() - started);
  try {
    const body = { model, messages: [{ role: "user" as const, content: "ping" }], max_tokens: 1, temperature: 0, stream: false as const };
    const reply: unknown = await client().chat.completions.create(body, { signal: d.signal });
    if (!wellFormedCompletion.safeParse(reply).success) throw new AiError("AI_BAD_RESPONSE", "The AI service did not answer with a chat completion");
    return { status: "ok", model, latencyMs: latency(), checkedAt };
  } catch (raw) {
    // A 200 whose body is not even JSON.
    const error = raw instanceof SyntaxError ? new AiError("AI_BAD_RESPONSE", "The AI service sent a body that is not JSON") : toAiError(raw, d.timedOut);
    return { status: "down", model, latencyMs: latency(), checkedAt, error: { code: error.code, message: error.message, status: error.status } };
  } finally {
    d.done();
  }
}
