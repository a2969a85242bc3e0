import "server-only";
import { assertAiAvailable, chatCompletion, jsonCompletion, type AiCallOptions, type AiCompletion, type ChatMessage } from "@/lib/clients/openai";
import type { Locale } from "@/i18n/routing";
import { chargeAiTokens, estimateTokens, takeAiRequest } from "./limits";
import { accommodationMessages, adviceMessages, optimiseMessages, parsingMessages, planMessages } from "./prompts";
import { parsedItinerarySchema, type ParsedItinerary, type PlanRequest } from "./schemas";
import { recommendationsForPlan, staysForDestination, type Recommendations, type StayCard } from "./service";
import type { BudgetBand, Interest } from "./constants";

// The assistant's uses of the AI service. Each call first takes its place within the caller's
// limits and afterwards charges the tokens it used.

export interface AiMeta {
  tokens: number;
  model: string;
  processingTimeMs: number;
}

async function limitedCompletion(subject: string, messages: ChatMessage[], options: AiCallOptions): Promise<AiCompletion> {
  assertAiAvailable();
  await takeAiRequest(subject);
  const completion = await chatCompletion(messages, options);
  await chargeAiTokens(subject, completion.usage?.totalTokens ?? estimateTokens(...messages.map((m) => m.content), completion.content));
  return completion;
}

function meta(completions: AiCompletion[], started: number): AiMeta {
  return {
    tokens: completions.reduce((n, c) => n + (c.usage?.totalTokens ?? estimateTokens(c.content)), 0),
    model: completions[completions.length - 1]?.model ?? "",
    processingTimeMs: Math.round(performance.now() - started),
  };
}

export interface PlanResult {
  plan: string;
  recommendations: Recommendations;
  metadata: AiMeta;
}

export async function generatePlan(subject: string, request: PlanRequest, locale: Locale): Promise<PlanResult> {
  const started = performance.now();
  const completion = await limitedCompletion(subject, planMessages(request, locale), { use: "plan" });
  const recommendations = await recommendationsForPlan(
    completion.content,
    request.mode === "form" ? { destination: request.destination, budget: request.budget } : {},
    locale,
  );
  return { plan: completion.content, recommendations, metadata: meta([completion], started) };
}

export interface OptimiseResult {
  itinerary: string;
  /** The itinerary as data, when the model's JSON could be read; otherwise null. */
  structured: ParsedItinerary | null;
  metadata: AiMeta;
}

/** Optimises an itinerary, then asks for it as JSON (the parsing use) to show it as a timeline. */
export async function optimiseItinerary(subject: string, plan: string, locale: Locale): Promise<OptimiseResult> {
  const started = performance.now();
  const optimised = await limitedCompletion(subject, optimiseMessages(plan, locale), { use: "itinerary" });
  const completions = [optimised];
  let structured: ParsedItinerary | null = null;
  try {
    await takeAiRequest(subject);
    const parsed = await jsonCompletion(parsingMessages(optimised.content), { use: "parsing", schema: parsedItinerarySchema });
    completions.push(parsed.completion);
    structured = parsed.data;
    await chargeAiTokens(subject, parsed.completion.usage?.totalTokens ?? estimateTokens(optimised.content, parsed.completion.content));
  } catch {
    // The text itinerary is still useful; the timeline is a bonus.
  }
  return { itinerary: optimised.content, structured, metadata: meta(completions, started) };
}

export interface AccommodationResult {
  text: string;
  accommodations: StayCard[];
  metadata: AiMeta;
}

export async function recommendAccommodations(
  subject: string,
  input: { destination: string; budget: BudgetBand; guests: number; interests: Interest[] },
  locale: Locale,
): Promise<AccommodationResult> {
  const started = performance.now();
  const stays = await staysForDestination(input.destination, input.budget, locale);
  const candidates = stays.map((s) => `${s.name} (${s.area}, ${s.type}, ${s.priceMin}-${s.priceMax} yen per night, rating ${s.rating})`);
  const completion = await limitedCompletion(subject, accommodationMessages(input, candidates, locale), { use: "accommodation" });
  return { text: completion.content, accommodations: stays, metadata: meta([completion], started) };
}

export interface AdviceResult {
  text: string;
  metadata: AiMeta;
}

export async function travelAdvice(subject: string, input: { destination: string; plan?: string }, locale: Locale): Promise<AdviceResult> {
  const started = performance.now();
  const completion = await limitedCompletion(subject, adviceMessages(input, locale), { use: "advice" });
  return { text: completion.content, metadata: meta([completion], started) };
}
