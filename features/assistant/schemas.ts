import { z } from "zod";
import { BUDGET_BAND_KEYS, CHAT_HISTORY_MAX, CHAT_MESSAGE_MAX, DEFAULT_BUDGET, DEFAULT_DURATION, DEFAULT_GUESTS, DEFAULT_STYLE, DESTINATION_MAX, DURATIONS, GUESTS_MAX, GUESTS_MIN, INTERESTS, PLAN_TEXT_MAX, QUESTION_MAX, TRAVEL_STYLES } from "./constants";

// Every input of the assistant, written once and shared by forms, actions and the chat route.
// Messages are keys under `assistant.validation`, translated where they are shown.

const trimmed = (max: number, required: string) => z.string().trim().min(1, required).max(max, "tooLong");

export const chatMessageSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string().trim().min(1, "messageRequired").max(CHAT_MESSAGE_MAX * 4, "tooLong"),
});

export const chatRequestSchema = z.object({
  messages: z
    .array(chatMessageSchema)
    .min(1, "messageRequired")
    .max(CHAT_HISTORY_MAX * 2 + 1)
    // The newest message is the user's question, and it has the per-message limit.
    .refine((m) => m[m.length - 1]?.role === "user", "lastMustBeUser")
    .refine((m) => (m[m.length - 1]?.content.length ?? 0) <= CHAT_MESSAGE_MAX, "tooLong"),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

const guests = z.coerce.number().int().transform((n) => Math.min(GUESTS_MAX, Math.max(GUESTS_MIN, n))).default(DEFAULT_GUESTS);

export const planFormSchema = z.object({
  mode: z.literal("form"),
  destination: trimmed(DESTINATION_MAX, "destinationRequired"),
  duration: z.enum(DURATIONS).default(DEFAULT_DURATION),
  budget: z.enum(BUDGET_BAND_KEYS).default(DEFAULT_BUDGET),
  interests: z.array(z.enum(INTERESTS)).max(INTERESTS.length).default([]),
  travelStyle: z.enum(TRAVEL_STYLES).default(DEFAULT_STYLE),
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
  destination: z.string().trim().max(DESTINATION_MAX).optional(),
});

export const accommodationRequestSchema = z.object({
  destination: trimmed(DESTINATION_MAX, "destinationRequired"),
  budget: z.enum(BUDGET_BAND_KEYS).default(DEFAULT_BUDGET),
  guests,
  interests: z.array(z.enum(INTERESTS)).max(INTERESTS.length).default([]),
});

export const adviceRequestSchema = z.object({
  destination: trimmed(DESTINATION_MAX, "destinationRequired"),
  plan: z.string().trim().max(PLAN_TEXT_MAX).optional(),
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

/** The itinerary the parsing use asks the model for; lenient, because models improvise. */
export const parsedItinerarySchema = z.object({
  title: z.string().max(200).optional(),
  days: z
    .array(
      z.object({
        day: z.coerce.number().int().min(0).max(60).optional(),
        title: z.string().max(200).optional(),
        items: z
          .array(
            z.object({
              time: z.string().max(40).optional(),
              activity: z.string().min(1).max(500),
              place: z.string().max(200).optional(),
              note: z.string().max(500).optional(),
            }),
          )
          .max(40)
          .default([]),
      }),
    )
    .min(1)
    .max(30),
  tips: z.array(z.string().max(500)).max(20).default([]),
});
export type ParsedItinerary = z.infer<typeof parsedItinerarySchema>;
