import { z } from "zod/mini";
import { BUDGET_BAND_KEYS, CHAT_HISTORY_MAX, CHAT_MESSAGE_MAX, DEFAULT_BUDGET, DEFAULT_DURATION, DEFAULT_GUESTS, DEFAULT_STYLE, DESTINATION_MAX, DURATIONS, GUESTS_MAX, GUESTS_MIN, INTERESTS, PLAN_TEXT_MAX, QUESTION_MAX, TRAVEL_STYLES } from "./constants";

// Every input of the assistant, written once and shared by forms, actions and the chat route.
// Messages are keys under `assistant.validation`, translated where they are shown. zod/mini: the
// planner form checks its input with these in the browser.

const trimmed = (max: number, required: string) => z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, "tooLong"));

export const chatMessageSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string().check(z.trim(), z.minLength(1, "messageRequired"), z.maxLength(CHAT_MESSAGE_MAX * 4, "tooLong")),
});

export const chatRequestSchema = z.object({
  messages: z.array(chatMessageSchema).check(
    z.minLength(1, "messageRequired"),
    z.maxLength(CHAT_HISTORY_MAX * 2 + 1),
    // The newest message is the user's question, and it has the per-message limit.
    z.refine((m) => m[m.length - 1]?.role === "user", "lastMustBeUser"),
    z.refine((m) => (m[m.length - 1]?.content.length ?? 0) <= CHAT_MESSAGE_MAX, "tooLong"),
  ),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

const guests = z._default(z.pipe(z.coerce.number().check(z.int()), z.transform((n: number) => Math.min(GUESTS_MAX, Math.max(GUESTS_MIN, n)))), DEFAULT_GUESTS);
const interests = z._default(z.array(z.enum(INTERESTS)).check(z.maxLength(INTERESTS.length)), []);
const budget = z._default(z.enum(BUDGET_BAND_KEYS), DEFAULT_BUDGET);

export const planFormSchema = z.object({
  mode: z.literal("form"),
  destination: trimmed(DESTINATION_MAX, "destinationRequired"),
  duration: z._default(z.enum(DURATIONS), DEFAULT_DURATION),
  budget,
  interests,
  travelStyle: z._default(z.enum(TRAVEL_STYLES), DEFAULT_STYLE),
  guests,
});

export const planQuestionSchema = z.object({
  mode: z.literal("question"),
  question: trimmed(QUESTION_MAX, "questionRequired"),
});

export const planRequestSchema = z.discriminatedUnion("mode", [planFormSchema, planQuestionSchema]);
export type PlanRequest = z.infer<typeof planRequestSchema>;
export type PlanFormRequest = z.infer<typeof planFormSchema>;

export const optimiseRequestSchema = z.object({
  plan: trimmed(PLAN_TEXT_MAX, "planRequired"),
  destination: z.optional(z.string().check(z.trim(), z.maxLength(DESTINATION_MAX))),
});

export const accommodationRequestSchema = z.object({
  destination: trimmed(DESTINATION_MAX, "destinationRequired"),
  budget,
  guests,
  interests,
});

export const adviceRequestSchema = z.object({
  destination: trimmed(DESTINATION_MAX, "destinationRequired"),
  plan: z.optional(z.string().check(z.trim(), z.maxLength(PLAN_TEXT_MAX))),
});

/** POST /api/ai/plan: a plan, or one of its follow-ups; the reply streams like the chat's. */
export const plannerRequestSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("plan"), input: planRequestSchema }),
  z.object({ kind: z.literal("optimise"), input: optimiseRequestSchema }),
  z.object({ kind: z.literal("stays"), input: accommodationRequestSchema }),
  z.object({ kind: z.literal("advice"), input: adviceRequestSchema }),
]);
export type PlannerRequest = z.infer<typeof plannerRequestSchema>;
export type PlannerKind = PlannerRequest["kind"];
export type PlannerInput<K extends PlannerKind> = Extract<z.input<typeof plannerRequestSchema>, { kind: K }>["input"];

/** The itinerary the model is asked for (parsed on the server: itinerary-schema.ts). */
export type { ParsedItinerary } from "./itinerary-schema";
