import { describe, expect, it } from "vitest";
import type { CatalogueAccommodation } from "./catalogue";
import { selectAccommodations, shuffled } from "./select";

const stay = (id: string, moods: CatalogueAccommodation["moods"], features: string[] = []): CatalogueAccommodation => ({
  id,
  slug: id,
  destinationId: "d",
  names: { ja: id, en: id, ko: id, zh: id },
  areas: { ja: "", en: "", ko: "", zh: "" },
  type: "ryokan",
  prefecture: "群馬県",
  moods,
  features,
  featureNames: { ja: features, en: features, ko: features, zh: features },
  pricePerNightMin: 10000,
  pricePerNightMax: 20000,
  rating: 4.5,
  reviewCount: 0,
  heroImageUrl: "",
  images: [],
  maxGuests: 2,
  bookingUrl: null,
});

const all = [stay("a", ["fire"], ["温泉"]), stay("b", ["mountain"]), stay("c", ["fire", "zen"], ["温泉", "露天風呂"]), stay("d", ["fire"]), stay("e", ["fire"])];
const ids = (list: CatalogueAccommodation[]) => list.map((s) => s.id);

describe("accommodation selection", () => {
  it("keeps the catalogue order, matches the moods and stops at 3", () => {
    expect(ids(selectAccommodations(all, { moods: ["fire"], booked: new Set() }))).toEqual(["a", "c", "d"]);
  });

  it("leaves out stays booked for the dates, and fills up from the rest", () => {
    expect(ids(selectAccommodations(all, { moods: ["fire"], booked: new Set(["a", "d"]) }))).toEqual(["c", "e"]);
  });

  it("offers the other stays when none matches the moods", () => {
    expect(ids(selectAccommodations(all, { moods: ["ocean"], booked: new Set() }))).toEqual(["a", "b", "c"]);
  });

  it("requires every wanted feature", () => {
    expect(ids(selectAccommodations(all, { moods: [], features: ["温泉", "露天風呂"], booked: new Set() }))).toEqual(["c"]);
    expect(ids(selectAccommodations(all, { moods: [], features: ["サウナ"], booked: new Set() }))).toEqual([]);
  });
});

describe("shuffle", () => {
  it("keeps every item exactly once", () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    const out = shuffled(items);
    expect([...out].sort((a, b) => a - b)).toEqual(items);
    expect(items).toEqual(Array.from({ length: 12 }, (_, i) => i)); // the input is untouched
  });

  it("can put any item first", () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 300; i++) firsts.add(shuffled([0, 1, 2, 3])[0]);
    expect(firsts).toEqual(new Set([0, 1, 2, 3]));
  });
});
