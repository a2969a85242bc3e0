// Who made a library photo and on what terms it is used. Stored with the photo (Wikimedia Commons
// imports, Rakuten Travel, an administrator's own) and shown beside it wherever it appears, as
// the licences ask: the author, the licence with its link, and where the photo comes from.

export interface PhotoCredit {
  /** "commons", "rakuten" or "upload". */
  source: string;
  author: string;
  /** As the source names it, e.g. "CC BY-SA 4.0". */
  licence: string;
  licenceUrl: string | null;
  /** The photo's own page at its source. */
  sourceUrl: string | null;
}

/** The name a credit gives its source; an upload names none. */
export const CREDIT_SOURCE_NAMES: Record<string, string> = { commons: "Wikimedia Commons", rakuten: "Rakuten Travel" };
