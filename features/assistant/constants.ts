// Options of the assistant's forms (docs/product-rules.md#ai-assistant). Client-safe.

export const DURATIONS = ["dayTrip", "1n2d", "2n3d", "3n4d", "4n5d", "1week"] as const;
export type Duration = (typeof DURATIONS)[number];
export const DEFAULT_DURATION: Duration = "1n2d";
/** Nights per duration, for prompts and price filters. */
export const DURATION_NIGHTS: Record<Duration, number> = { dayTrip: 0, "1n2d": 1, "2n3d": 2, "3n4d": 3, "4n5d": 4, "1week": 6 };

export const BUDGET_BAND_KEYS = ["upTo10k", "10to30k", "30to50k", "50to100k", "100kPlus"] as const;
export type BudgetBand = (typeof BUDGET_BAND_KEYS)[number];
/** Budget bands in yen; max null = open-ended. */
export const BUDGET_BANDS: Record<BudgetBand, { min: number; max: number | null }> = {
  upTo10k: { min: 0, max: 10_000 },
  "10to30k": { min: 10_000, max: 30_000 },
  "30to50k": { min: 30_000, max: 50_000 },
  "50to100k": { min: 50_000, max: 100_000 },
  "100kPlus": { min: 100_000, max: null },
};
export const DEFAULT_BUDGET: BudgetBand = "30to50k";

export const INTERESTS = ["relax", "adventure", "culture", "food", "nature", "shopping"] as const;
export type Interest = (typeof INTERESTS)[number];

export const TRAVEL_STYLES = ["relaxed", "balanced", "active", "luxury", "budget"] as const;
export type TravelStyle = (typeof TRAVEL_STYLES)[number];
export const DEFAULT_STYLE: TravelStyle = "balanced";

export const GUESTS_MIN = 1;
export const GUESTS_MAX = 8;
export const DEFAULT_GUESTS = 2;

export const CHAT_SUGGESTIONS = ["weekend", "onsen", "rain", "family"] as const;

/** Longest message a user can send, and how much history goes with it. */
export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_HISTORY_MAX = 20;
export const QUESTION_MAX = 1000;
export const DESTINATION_MAX = 80;
/** Plans and itineraries sent back for optimisation or advice. */
export const PLAN_TEXT_MAX = 12_000;

export const RECOMMENDATION_LIMIT = 3;
export const LOCATIONS_MAX = 3;

export const ASSISTANT_TABS = ["chat", "planner", "status"] as const;
export type AssistantTab = (typeof ASSISTANT_TABS)[number];
