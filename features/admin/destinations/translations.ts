import { SEASONS } from "@/data/catalogue/schema";
import { blankLanguages } from "../shared/validation";

// An active destination is read in four languages: its name, description, pitch, highlights (and
// their dates) and season lines need English, Korean and Chinese wherever the Japanese is written.
// Shared by the form (field errors), the settings page and the server (publishing.ts).

type Season = (typeof SEASONS)[number];

/** The texts travellers read, as the form edits them (or as read from the row: `destinationTexts`). */
export interface DestinationTexts {
  name: unknown;
  description: unknown;
  pitch: unknown;
  highlights: readonly (object & { when?: unknown })[];
  seasonLines: Partial<Record<Season, unknown>>;
}

/** A text whose Japanese is written: where it is in the form, and the languages still blank. */
export interface Untranslated {
  path: (string | number)[];
  languages: ("en" | "ko" | "zh")[];
}

export function untranslatedTexts(d: DestinationTexts): Untranslated[] {
  const texts: [Untranslated["path"], unknown][] = [
    [["name"], d.name],
    [["description"], d.description],
    [["pitch"], d.pitch],
    ...d.highlights.flatMap((h, i): [Untranslated["path"], unknown][] => [
      [["highlights", i], h],
      [["highlights", i, "when"], h.when],
    ]),
    ...SEASONS.map((s): [Untranslated["path"], unknown] => [["seasonLines", s], d.seasonLines[s]]),
  ];
  return texts.map(([path, value]) => ({ path, languages: blankLanguages(value) })).filter((t) => t.languages.length > 0);
}

/** A destination row's texts (names and descriptions in columns, the rest as JSON). */
export function destinationTexts(row: {
  nameJa: string;
  nameEn: string;
  nameKo: string;
  nameZh: string;
  descriptionJa: string;
  descriptionEn: string;
  descriptionKo: string;
  descriptionZh: string;
  pitch: unknown;
  highlights: unknown;
  seasonLines: unknown;
}): DestinationTexts {
  return {
    name: { ja: row.nameJa, en: row.nameEn, ko: row.nameKo, zh: row.nameZh },
    description: { ja: row.descriptionJa, en: row.descriptionEn, ko: row.descriptionKo, zh: row.descriptionZh },
    pitch: row.pitch,
    highlights: Array.isArray(row.highlights) ? row.highlights.filter((h): h is object => Boolean(h) && typeof h === "object") : [],
    seasonLines: (row.seasonLines && typeof row.seasonLines === "object" ? row.seasonLines : {}) as DestinationTexts["seasonLines"],
  };
}
