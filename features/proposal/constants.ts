// Limits and defaults of the gacha proposal (docs/product-rules.md#gacha-proposal).
export const ACCOMMODATION_LIMIT = 3;
export const HINT_LIMIT = 6;
export const HIGHLIGHT_LIMIT = 4;
export const IMAGES_PER_ACCOMMODATION = 5;
export const FEATURES_SHOWN = 3;
export const DEFAULT_BUDGET = { min: 15_000, max: 50_000 } as const;
/** Lodging, transport, meals and other, for 1 night 2 days. */
export const BUDGET_SPLIT = { lodging: 0.6, transport: 0.2, meals: 0.2 } as const;
/** 'Next proposal' re-shows the destination after this long. */
export const REVEAL_DELAY_MS = 1000;
/** How long a mood set's catalogue stays in memory. Content edits show up within this time. */
export const CATALOGUE_TTL_MS = 30_000;
export const VISITOR_COOKIE = "tg_visitor";
export const VISITOR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365;
