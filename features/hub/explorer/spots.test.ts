import { describe, expect, it } from "vitest";
import { bySeason, groupSpots, parseDestinationRef, SPOT_CATEGORIES, visibleSpots, type LocalSpotView } from "./spots";

const spot = (id: string, category: LocalSpotView["category"], popularity: number, rating: number | null = 4): LocalSpotView => ({
  id,
  name: id,
  description: "",
  category,
  priceRange: null,
  rating,
  address: null,
  popularity,
  hours: null,
  months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  season: null,
});

describe("grouping spots by category", () => {
  it("lists every category once, in a fixed order, empty ones included", () => {
    const groups = groupSpots([spot("a", "cafe", 1)]);
    expect(groups.map((g) => g.category)).toEqual([...SPOT_CATEGORIES]);
    expect(groups.find((g) => g.category === "cafe")!.spots.map((s) => s.id)).toEqual(["a"]);
    expect(groups.filter((g) => g.spots.length === 0)).toHaveLength(SPOT_CATEGORIES.length - 1);
  });

  it("orders a category by popularity, then rating, then name", () => {
    const groups = groupSpots([spot("c", "scenic", 50, 4.0), spot("b", "scenic", 50, 4.5), spot("a", "scenic", 90), spot("d", "scenic", 50, 4.0)]);
    expect(groups[0].spots.map((s) => s.id)).toEqual(["a", "b", "c", "d"]);
  });

  it("shows the first 3 and says how many more there are", () => {
    const [group] = groupSpots(["a", "b", "c", "d", "e"].map((id, i) => spot(id, "scenic", 100 - i)));
    expect(visibleSpots(group, false)).toEqual({ shown: group.spots.slice(0, 3), hidden: 2 });
    expect(visibleSpots(group, true)).toEqual({ shown: group.spots, hidden: 0 });
    const [small] = groupSpots([spot("a", "scenic", 1)]);
    expect(visibleSpots(small, false).hidden).toBe(0);
  });
});

describe("naming a destination", () => {
  it("takes an id or a slug, and nothing else", () => {
    expect(parseDestinationRef("0C1D2E3F-1111-4222-8333-444455556666")).toEqual({ id: "0c1d2e3f-1111-4222-8333-444455556666" });
    expect(parseDestinationRef("minami-izu")).toEqual({ slug: "minami-izu" });
    for (const bad of ["", "../etc", "Hakone", "-x", "a b", "x".repeat(61), "箱根"]) expect(parseDestinationRef(bad), bad).toBeNull();
  });
});

describe("the explorer in the trip's months", () => {
  it("keeps what is on and lists the rest apart, once each", () => {
    const lavender = { ...spot("lavender", "scenic", 90), months: [7], season: "July" };
    const temple = spot("temple", "cultural", 50);
    const { groups, offSeason } = bySeason(groupSpots([lavender, temple]), [12]);
    expect(groups.flatMap((g) => g.spots.map((s) => s.id))).toEqual(["temple"]);
    expect(offSeason.map((s) => s.id)).toEqual(["lavender"]);
  });
});
