import type { MoodId } from "@/lib/moods";
import { isBookableStay, tripFacts, type EscapeMagicData, type MagicData, type TripFacts } from "@/features/trip";
import type { ProposalRequest } from "./schemas";
import { PRESET_PLACES } from "@/data/departures";

// What a draw asks for, built the same way in the browser (use-proposal.ts, from this browser's
// storage) and on the server (first-draw.ts, from the trip cookie that mirrors that storage), so
// the browser can tell whether the server's first draw answered its own question.

/** Where the traveller leaves from: a preset's station, a position, or only a typed name. */
export interface Departure {
  label?: string;
  stationId?: string;
  latitude?: number;
  longitude?: number;
}

export interface DrawQuestion {
  facts: TripFacts;
  departure: Departure;
  /** The traveller named a departure that has no position (a trip stored before departures kept one): ask again. */
  unplaced: boolean;
  /** The request body without `show`. */
  body: ProposalRequest;
}

/** The key of a search: the destination on screen is remembered per key for the session. */
export function proposalKey(moods: readonly MoodId[], prefecture: string | null): string {
  return `${[...moods].sort().join(",")}|${prefecture ?? ""}`;
}

export function drawQuestion(magic: MagicData | null, escape: EscapeMagicData | null, moods: MoodId[], prefecture: string | null, defaultHub: string): DrawQuestion {
  const facts = tripFacts(magic, escape, moods, defaultHub);
  const coordinates = magic?.hubCoordinates;
  const departure: Departure = { label: facts.hub, stationId: magic?.hubStationId, latitude: coordinates?.latitude, longitude: coordinates?.longitude };
  // Dates kept from an earlier visit are left out once they can no longer be booked.
  const dated = facts.checkIn && isBookableStay(facts.checkIn, facts.checkOut);
  const body: ProposalRequest = {
    moods,
    prefectures: prefecture ? [prefecture] : undefined,
    checkIn: dated ? facts.checkIn : undefined,
    checkOut: dated ? facts.checkOut : undefined,
    guests: facts.guestCount,
    children: facts.children || undefined,
    budgetCap: facts.budgetCap ?? undefined,
    maxHours: facts.reachHours ?? undefined,
    arriveBy: facts.arriveBy ?? undefined,
    departure,
    hasCar: facts.hasCar,
  };
  const unplaced = Boolean(magic?.hub?.trim()) && !magic?.hubStationId && !coordinates && !isPresetName(magic!.hub);
  return { facts, departure, unplaced, body };
}

const norm = (s: string) => s.normalize("NFKC").trim().toLowerCase();

/** A preset's name in any language: a trip stored with only it is still placed (the server knows the preset). */
function isPresetName(label: string): boolean {
  const q = norm(label);
  return PRESET_PLACES.some((p) => Object.values(p.names).some((n) => norm(n) === q));
}

/** Whether two draw questions ask the same (the moods in any order). */
export function sameQuestion(a: ProposalRequest, b: ProposalRequest): boolean {
  const norm = (r: ProposalRequest) =>
    JSON.stringify([
      [...(r.moods ?? [])].sort(),
      r.prefectures ?? null,
      r.checkIn ?? null,
      r.checkOut ?? null,
      r.guests ?? null,
      r.children ?? 0,
      r.budgetCap ?? null,
      r.maxHours ?? null,
      r.arriveBy ?? null,
      r.departure?.label ?? null,
      r.departure?.stationId ?? null,
      r.departure?.latitude ?? null,
      r.departure?.longitude ?? null,
      r.hasCar ?? false,
      // The server's first draw knows no exclusions: a browser with some draws again.
      r.exclude?.length ? [...r.exclude].sort() : null,
    ]);
  return norm(a) === norm(b);
}
