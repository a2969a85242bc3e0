import "server-only";
import { jsonCompletion, type AiStream, type AiUse, type ChatMessage } from "@/lib/clients/openai";
import type { Locale } from "@/i18n/routing";
import { chargeAiTokens, estimateTokens, takeAiRequest } from "./limits";
import { accommodationMessages, adviceMessages, optimiseMessages, parsingMessages, planMessages } from "./prompts";
import { parsedItinerarySchema, type ParsedItinerary } from "./itinerary-schema";
import type { PlannerRequest } from "./schemas";
import { recommendationsForPlan, staysForDestination, type Recommendations, type StayCard } from "./service";

// The planner's uses of the AI service: a plan, and its follow-ups (an optimised itinerary, stay
// recommendations, travel advice). Each is one streamed reply; `finish` turns the finished text
// into what the page shows next to it (our stays and destinations, a timeline).

export interface AiMeta {
  tokens: number;
  model: string;
  processingTimeMs: number;
}

export interface PlanResult {
  kind: "plan";
  plan: string;
  recommendations: Recommendations;
  metadata: AiMeta;
}

export interface OptimiseResult {
  kind: "optimise";
  itinerary: string;
  /** The itinerary as data, when the model's JSON could be read; otherwise null. */
  structured: ParsedItinerary | null;
  metadata: AiMeta;
}

export interface AccommodationResult {
  kind: "stays";
  text: string;
  accommodations: StayCard[];
  metadata: AiMeta;
}

export interface AdviceResult {
  kind: "advice";
  text: string;
  metadata: AiMeta;
}

export type PlannerResult = PlanResult | OptimiseResult | AccommodationResult | AdviceResult;

export interface PlannerJob {
  use: AiUse;
  messages: ChatMessage[];
  finish(reply: string, stream: AiStream): Promise<PlannerResult>;
}

function metaOf(stream: AiStream, messages: ChatMessage[], reply: string, started: number, extraTokens = 0): AiMeta {
  return {
    tokens: (stream.usage?.totalTokens ?? estimateTokens(...messages.map((m) => m.content), reply)) + extraTokens,
    model: stream.model,
    processingTimeMs: Math.round(performance.now() - started),
  };
}

/** The itinerary as JSON (the parsing use), or null: the text itinerary is useful without it. */
async function structure(subject: string, itinerary: string): Promise<{ structured: ParsedItinerary | null; tokens: number }> {
  try {
    await takeAiRequest(subject);
    const { data, completion } = await jsonCompletion(parsingMessages(itinerary), { use: "parsing", schema: parsedItinerarySchema });
    const tokens = completion.usage?.totalTokens ?? estimateTokens(itinerary, completion.content);
    await chargeAiTokens(subject, tokens);
    return { structured: data, tokens };
  } catch {
    return { structured: null, tokens: 0 };
  }
}

/** What to ask the service for one planner request, and what its reply becomes. */
export async function plannerJob(subject: string, request: PlannerRequest, locale: Locale): Promise<PlannerJob> {
  const started = performance.now();
  switch (request.kind) {
    case "plan": {
      const input = request.input;
      const messages = planMessages(input, locale);
      return {
        use: "plan",
        messages,
        finish: async (plan, stream) => ({
          kind: "plan",
          plan,
          recommendations: await recommendationsForPlan(plan, input.mode === "form" ? { destination: input.destination, budget: input.budget } : {}, locale),
          metadata: metaOf(stream, messages, plan, started),
        }),
      };
    }
    case "optimise": {
      const messages = optimiseMessages(request.input.plan, locale);
      return {
        use: "itinerary",
        messages,
        finish: async (itinerary, stream) => {
          const { structured, tokens } = await structure(subject, itinerary);
          return { kind: "optimise", itinerary, structured, metadata: metaOf(stream, messages, itinerary, started, tokens) };
        },
      };
    }
    case "stays": {
      const input = request.input;
      const stays = await staysForDestination(input.destination, input.budget, locale);
      // Real ratings only: a stay without one is described without one.
      const candidates = stays.map((s) => `${s.name} (${s.area}, ${s.type}, ${s.priceMin}-${s.priceMax} yen per night${s.rating !== null ? `, rating ${s.rating}` : ""})`);
      const messages = accommodationMessages(input, candidates, locale);
      return {
        use: "accommodation",
        messages,
        finish: async (text, stream) => ({ kind: "stays", text, accommodations: stays, metadata: metaOf(stream, messages, text, started) }),
      };
    }
    case "advice": {
      const messages = adviceMessages(request.input, locale);
      return {
        use: "advice",
        messages,
        finish: async (text, stream) => ({ kind: "advice", text, metadata: metaOf(stream, messages, text, started) }),
      };
    }
  }
}
