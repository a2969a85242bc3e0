// Rakuten Travel's own request limits (browser-safe, shared by the client and the forms):
// search radius 0.1–3 km, 1–30 hits per page, keywords of at least 2 characters.
export const RAKUTEN_LIMITS = { maxRadiusKm: 3, minRadiusKm: 0.1, maxHits: 30, minKeyword: 2 } as const;
