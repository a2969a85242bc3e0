import type { IsoDate } from "@/lib/japan-time";

// Real outside pages where a traveller books what the concierge lists, with the trip filled in.
// Built with URL/URLSearchParams (never by pasting text into a string) and only on https hosts
// we name here, so a stored name cannot turn a link into something else.

function url(base: string, params: Record<string, string | number | undefined>): string {
  const u = new URL(base);
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") u.searchParams.set(k, String(v));
  return u.toString();
}

function parts(date: IsoDate) {
  const [y, m, d] = date.split("-").map(Number);
  return { y, m, d };
}

/** Rakuten Travel's keyword search (the form on travel.rakuten.co.jp), with dates and adults when known. */
export function rakutenTravelSearch(keyword: string, stay: { checkIn: IsoDate | null; checkOut: IsoDate | null; adults: number }): string {
  const from = stay.checkIn ? parts(stay.checkIn) : null;
  const to = stay.checkOut ? parts(stay.checkOut) : null;
  return url("https://kw.travel.rakuten.co.jp/keyword/Search.do", {
    charset: "utf-8",
    f_query: keyword,
    f_nen1: from?.y,
    f_tuki1: from?.m,
    f_hi1: from?.d,
    f_nen2: from ? to?.y : undefined,
    f_tuki2: from ? to?.m : undefined,
    f_hi2: from ? to?.d : undefined,
    f_otona_su: stay.adults,
    f_heya_su: 1,
  });
}

/** Google Maps directions (the documented Maps URLs scheme, api=1). */
export function mapsDirections(origin: string, destination: string, mode: "driving" | "transit"): string {
  return url("https://www.google.com/maps/dir/", { api: 1, origin, destination, travelmode: mode });
}

/** Rakuten Travel's rental-car site (its search takes area codes we do not keep; the top page asks). */
export const RAKUTEN_RENTAL_CARS = "https://cars.travel.rakuten.co.jp/";

/** asoview!, a Japanese booking site for activities and experiences, searched by place. */
export function activitySearch(keyword: string): string {
  return url("https://www.asoview.com/search/", { keyword });
}

/** Only http(s) links from our own data (a stay's official site) are opened. */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const u = new URL(value);
    return u.protocol === "https:" || u.protocol === "http:" ? u.toString() : null;
  } catch {
    return null;
  }
}
