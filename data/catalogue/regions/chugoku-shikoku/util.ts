import type { Localized } from "../../schema";

/** Four-language text in the order ja, en, ko, zh. */
export const L = (ja: string, en: string, ko: string, zh: string): Localized => ({ ja, en, ko, zh });

/** A note used in `sources` when a figure was worked out rather than read. */
export const EST = (how: string) => `Estimate: ${how}`;
