import type { ChatMessage } from "@/lib/clients/ai-settings";
import { BUDGET_BANDS, DURATION_NIGHTS, type BudgetBand, type Duration, type Interest, type TravelStyle } from "./constants";
import type { PlanRequest } from "./schemas";

// The prompts of each use. The model is told which language to answer in; labels stay in English
// because models follow them best.

const LANGUAGE: Record<string, string> = { ja: "Japanese", en: "English", ko: "Korean", zh: "Simplified Chinese" };
const languageOf = (locale: string) => LANGUAGE[locale] ?? LANGUAGE.ja;

const FORMAT = "Use short Markdown: headings, bullet lists and **bold** only, no tables, no HTML, no links.";

export function chatSystemPrompt(locale: string): string {
  return [
    "You are the travel assistant of Tabigacha, a service for short domestic trips in Japan (day trips to one week).",
    "Help with destinations, getting there, where to stay, food, seasons and etiquette. Be warm, concrete and brief.",
    "If you are unsure about prices, timetables or opening hours, say so and suggest checking the official source.",
    FORMAT,
    `Always answer in ${languageOf(locale)}.`,
  ].join("\n");
}

export function chatMessages(history: { role: "user" | "assistant"; content: string }[], locale: string): ChatMessage[] {
  return [{ role: "system", content: chatSystemPrompt(locale) }, ...history];
}

function durationText(d: Duration): string {
  const nights = DURATION_NIGHTS[d];
  if (nights === 0) return "day trip, no overnight stay";
  return `${nights} night${nights > 1 ? "s" : ""}, ${nights + 1} days`;
}

function budgetText(b: BudgetBand): string {
  const { min, max } = BUDGET_BANDS[b];
  const yen = (n: number) => `${n.toLocaleString("en-US")} yen`;
  if (max === null) return `${yen(min)} or more per person`;
  if (min === 0) return `up to ${yen(max)} per person`;
  return `${yen(min)} to ${yen(max)} per person`;
}

const STYLE_TEXT: Record<TravelStyle, string> = {
  relaxed: "relaxed, few sights, plenty of rest",
  balanced: "balanced",
  active: "active, see and do a lot",
  luxury: "comfort and special experiences first",
  budget: "keep costs low",
};

export function planMessages(request: PlanRequest, locale: string): ChatMessage[] {
  const system = [
    "You are an expert travel planner for short domestic trips in Japan.",
    "Write a practical day-by-day plan with times, named places, where to stay (name the area and, where you can, a well-known inn or hotel), local food and a cost estimate.",
    FORMAT,
    `Answer in ${languageOf(locale)}.`,
  ].join("\n");
  const user =
    request.mode === "question"
      ? `Question: ${request.question}`
      : [
          `Destination: ${request.destination}`,
          `Duration: ${durationText(request.duration)}`,
          `Budget: ${budgetText(request.budget)}`,
          `Interests: ${request.interests.length ? request.interests.join(", ") : "anything"}`,
          `Travel style: ${STYLE_TEXT[request.travelStyle]}`,
          `Guests: ${request.guests}`,
        ].join("\n");
  return [
    { role: "system", content: system },
    { role: "user", content: user },
  ];
}

export function optimiseMessages(plan: string, locale: string): ChatMessage[] {
  return [
    {
      role: "system",
      content: [
        "You optimise travel itineraries for short trips in Japan.",
        "Reorder and adjust the given itinerary to cut travel time and waiting, avoid crowds and respect opening hours; keep what the traveller wanted.",
        "Return the improved itinerary day by day with times, then up to three short notes on what you changed.",
        FORMAT,
        `Answer in ${languageOf(locale)}.`,
      ].join("\n"),
    },
    { role: "user", content: plan },
  ];
}

export function parsingMessages(itinerary: string): ChatMessage[] {
  return [
    {
      role: "system",
      content: [
        "Convert the itinerary into JSON. Reply with one JSON object and nothing else, in this shape:",
        '{"title": string, "days": [{"day": number, "title": string, "items": [{"time": "HH:MM", "activity": string, "place": string, "note": string}]}], "tips": [string]}',
        "Keep the itinerary's language. Omit fields you do not know.",
      ].join("\n"),
    },
    { role: "user", content: itinerary },
  ];
}

export function accommodationMessages(
  input: { destination: string; budget: BudgetBand; guests: number; interests: Interest[] },
  candidates: string[],
  locale: string,
): ChatMessage[] {
  return [
    {
      role: "system",
      content: [
        "You recommend accommodation for short trips in Japan.",
        "Recommend up to three places to stay and say in one or two sentences why each suits this traveller. Prefer the candidates listed, which our service can show; mention others only if none fit.",
        FORMAT,
        `Answer in ${languageOf(locale)}.`,
      ].join("\n"),
    },
    {
      role: "user",
      content: [
        `Destination: ${input.destination}`,
        `Budget: ${budgetText(input.budget)}`,
        `Guests: ${input.guests}`,
        `Interests: ${input.interests.length ? input.interests.join(", ") : "anything"}`,
        `Candidates: ${candidates.length ? candidates.join("; ") : "none"}`,
      ].join("\n"),
    },
  ];
}

export function adviceMessages(input: { destination: string; plan?: string }, locale: string): ChatMessage[] {
  return [
    {
      role: "system",
      content: [
        "You give practical travel advice for short trips in Japan: the best time to go, what to pack, getting around, local manners and money-saving tips.",
        "Give five to eight short, concrete points.",
        FORMAT,
        `Answer in ${languageOf(locale)}.`,
      ].join("\n"),
    },
    { role: "user", content: [`Destination: ${input.destination}`, input.plan ? `Planned itinerary:\n${input.plan}` : ""].filter(Boolean).join("\n") },
  ];
}
