import { PREFECTURES } from "@/data/japan";

// The account's map of places been: a prefecture is filled when the traveller marked one of its
// destinations 'been there', or once a confirmed trip there has passed (its check-out day is over).

export interface PrefectureBeen {
  /** JIS X 0401 code, 1–47. */
  code: number;
  /** Confirmed trips there whose dates have passed. */
  trips: number;
  /** The destinations there marked 'been there', by name. */
  marked: string[];
}

const codeOf = new Map(PREFECTURES.map((p) => [p.name.ja, p.code]));

/** Prefectures are stored by their Japanese name ("群馬県"); a name that is not one of the 47 is left out. */
export function placesBeen(marks: readonly { name: string; prefecture: string }[], pastTrips: readonly { prefecture: string }[]): PrefectureBeen[] {
  const byCode = new Map<number, PrefectureBeen>();
  const entry = (prefecture: string) => {
    const code = codeOf.get(prefecture);
    if (code === undefined) return null;
    let e = byCode.get(code);
    if (!e) byCode.set(code, (e = { code, trips: 0, marked: [] }));
    return e;
  };
  for (const trip of pastTrips) {
    const e = entry(trip.prefecture);
    if (e) e.trips += 1;
  }
  for (const mark of marks) entry(mark.prefecture)?.marked.push(mark.name);
  return [...byCode.values()].sort((a, b) => a.code - b.code);
}

/** A confirmed trip whose check-out day is before today (both as Japan dates). */
export function isPastConfirmed(trip: { status: string; checkOutDate: Date }, today: Date): boolean {
  return trip.status === "confirmed" && trip.checkOutDate.getTime() < today.getTime();
}
