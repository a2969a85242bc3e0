import type { Localized } from "./schema";

/** Four-language text, always in the order ja, en, ko, zh: the one helper every catalogue file uses. */
export const L = (ja: string, en: string, ko: string, zh: string): Localized => ({ ja, en, ko, zh });
