// Settings of the AI text service (docs/product-rules.md#ai-assistant). Pure data, safe to import anywhere.

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface AiUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

/** What a completion is for; each use has its own temperature and token budget. */
export type AiUse = "default" | "chat" | "plan" | "itinerary" | "accommodation" | "advice" | "parsing" | "routes";

export const AI_DEFAULTS = {
  model: "gpt-4o-mini",
  temperature: 0.7,
  maxTokens: 2000,
  timeoutMs: 30_000,
  topP: 1,
  frequencyPenalty: 0,
  presencePenalty: 0,
} as const;

export const AI_USE_SETTINGS: Record<AiUse, { temperature: number; maxTokens: number; model?: string }> = {
  default: { temperature: AI_DEFAULTS.temperature, maxTokens: AI_DEFAULTS.maxTokens },
  chat: { temperature: 0.7, maxTokens: 1500 },
  plan: { temperature: 0.8, maxTokens: 2500 },
  itinerary: { temperature: 0.6, maxTokens: 2000 },
  accommodation: { temperature: 0.7, maxTokens: 1500 },
  advice: { temperature: 0.7, maxTokens: 1500 },
  parsing: { temperature: 0.3, maxTokens: 2000 },
  // Route formatting asks a stronger model for strict JSON.
  routes: { temperature: 0.3, maxTokens: 2000, model: "gpt-4" },
};

export const AI_RETRY = { attempts: 3, baseDelayMs: 1000, multiplier: 2 } as const;

export const AI_LIMITS = {
  requestsPerMinute: 20,
  tokensPerMinute: 40_000,
  requestsPerDay: 1000,
  batchConcurrency: 3,
} as const;

export const AI_HEALTH_INTERVAL_MS = 60_000;

export const SUPPORTED_MODELS = ["gpt-4o-mini", "gpt-4", "gpt-3.5-turbo"] as const;

export interface CompletionSettings {
  model: string;
  temperature: number;
  max_tokens: number;
  top_p: number;
  frequency_penalty: number;
  presence_penalty: number;
}

export interface SettingsContext {
  /** OPENAI_MODEL. */
  configuredModel: string;
  /**
   * Whether the base URL is OpenAI's own API. A use's fixed model name (gpt-4 for routes) only
   * means something there; on any other OpenAI-compatible server the configured model is used.
   */
  openAiHosted: boolean;
}

export interface SettingsOverride {
  model?: string;
  temperature?: number;
  maxTokens?: number;
}

/** The request parameters for one use, with optional per-call overrides. */
export function settingsFor(use: AiUse, ctx: SettingsContext, override: SettingsOverride = {}): CompletionSettings {
  const s = AI_USE_SETTINGS[use];
  const useModel = s.model && ctx.openAiHosted ? s.model : undefined;
  return {
    model: override.model ?? useModel ?? ctx.configuredModel,
    temperature: override.temperature ?? s.temperature,
    max_tokens: override.maxTokens ?? s.maxTokens,
    top_p: AI_DEFAULTS.topP,
    frequency_penalty: AI_DEFAULTS.frequencyPenalty,
    presence_penalty: AI_DEFAULTS.presencePenalty,
  };
}

/** True when the base URL is unset (the SDK's default) or points at api.openai.com. */
export function isOpenAiHosted(baseUrl: string | undefined): boolean {
  if (!baseUrl) return true;
  try {
    return new URL(baseUrl).hostname === "api.openai.com";
  } catch {
    return false;
  }
}

/** Delay before retry number `attempt` (1-based): base, base×2, base×4, … */
export function retryDelayMs(attempt: number, baseDelayMs: number = AI_RETRY.baseDelayMs): number {
  return baseDelayMs * AI_RETRY.multiplier ** (attempt - 1);
}
