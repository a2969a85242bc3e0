export const SPLASH_ADVANCE_MS = 3500;
/** The magic question is fetched this long before the splash moves on to it. */
export const SPLASH_WARM_AHEAD_MS = 1500;
export const SPLASH_PHOTO_INTERVAL_MS = 3000;
export const SPLASH_FADE_MS = 1000;
export const SPLASH_PHOTOS = ["/images/splash/fuji-countryside.svg", "/images/splash/seaside-town.svg"] as const;
