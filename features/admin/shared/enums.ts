// The database's enumerations as tuples for zod and for select boxes (browser-safe).
export { MOODS } from "@/lib/moods";

export const STATUSES = ["active", "inactive", "draft"] as const;
export type Status = (typeof STATUSES)[number];

export const ACCOMMODATION_TYPES = ["hotel", "ryokan", "guesthouse", "villa", "glamping"] as const;
export const HINT_CATEGORIES = ["onsen", "nature", "gourmet", "culture", "activity"] as const;
export const HINT_ICONS = ["sparkles", "mountain", "utensils", "camera", "star"] as const;
export const SPOT_CATEGORIES = ["scenic", "gourmet", "activity", "cafe", "shopping", "cultural", "nature"] as const;
export const SEASONS = ["spring", "summer", "autumn", "winter"] as const;
export const BOOKING_STATUSES = ["pending", "confirmed", "cancelled"] as const;
/** Tailwind hue names the hint cards are painted with. */
export const COLOR_SCHEMES = ["amber", "emerald", "sky", "rose", "violet", "orange", "teal"] as const;


/** A hint's icon and colour follow its category unless the CSV says otherwise (as in the seed). */
export const HINT_DEFAULTS: Record<(typeof HINT_CATEGORIES)[number], { icon: (typeof HINT_ICONS)[number]; color: (typeof COLOR_SCHEMES)[number] }> = {
  onsen: { icon: "sparkles", color: "amber" },
  nature: { icon: "mountain", color: "emerald" },
  gourmet: { icon: "utensils", color: "orange" },
  culture: { icon: "camera", color: "violet" },
  activity: { icon: "star", color: "sky" },
};
