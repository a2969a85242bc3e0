import { describe, expect, it } from "vitest";
import { buildChecklist, checklistProgress, isWinterTyreSeason, type ConciergeTrip } from "./checklist";

const base: ConciergeTrip = {
  key: "gacha:x:1",
  destination: "箱根",
  prefecture: "神奈川県",
  searchKeyword: "箱根",
  hub: "東京駅",
  checkIn: "2026-05-09",
  checkOut: "2026-05-11",
  nights: 2,
  guests: 3,
  mode: "train",
  rentalCar: false,
  onsen: false,
  stay: null,
  stayNightly: null,
  route: null,
};

const ids = (trip: ConciergeTrip, today = "2026-05-01") => buildChecklist(trip, today).map((i) => i.id);

describe("the checklist", () => {
  it("always has transport, accommodation and activities, in that order", () => {
    expect(ids(base).slice(0, 3)).toEqual(["transport", "accommodation", "activities"]);
  });

  it("adds onsen etiquette for a hot-spring destination", () => {
    expect(ids({ ...base, onsen: true })).toContain("onsenEtiquette");
    expect(ids(base)).not.toContain("onsenEtiquette");
  });

  it("adds the last train back for a train trip, not for a car trip", () => {
    expect(ids(base)).toContain("lastTrain");
    expect(ids({ ...base, mode: "car" })).not.toContain("lastTrain");
  });

  it("adds winter tyres for a car trip from December to March, by the check-in date", () => {
    for (const checkIn of ["2026-12-01", "2027-01-15", "2027-02-28", "2027-03-31"]) expect(ids({ ...base, mode: "car", checkIn }), checkIn).toContain("winterTyres");
    for (const checkIn of ["2026-04-01", "2026-11-30", "2026-08-10"]) expect(ids({ ...base, mode: "car", checkIn }), checkIn).not.toContain("winterTyres");
    expect(ids({ ...base, mode: "train", checkIn: "2027-01-15" })).not.toContain("winterTyres");
  });

  it("uses today's date in Japan for winter tyres when no dates were given", () => {
    expect(ids({ ...base, mode: "car", checkIn: null }, "2027-02-01")).toContain("winterTyres");
    expect(ids({ ...base, mode: "car", checkIn: null }, "2027-06-01")).not.toContain("winterTyres");
    expect(isWinterTyreSeason("2026-12-31")).toBe(true);
  });

  it("counts progress as done over total and completes only when everything is done", () => {
    const items = buildChecklist(base, "2026-05-01");
    expect(checklistProgress(items, {})).toEqual({ done: 0, total: 4, percent: 0, complete: false });
    expect(checklistProgress(items, { transport: true, accommodation: true, activities: false })).toMatchObject({ done: 2, total: 4, percent: 50, complete: false });
    expect(checklistProgress(items, { transport: true, accommodation: true, activities: true, lastTrain: true })).toMatchObject({ done: 4, complete: true });
    // A tick of an item this trip does not have counts for nothing.
    expect(checklistProgress(items, { winterTyres: true }).done).toBe(0);
  });
});

describe("booking links", () => {
  it("opens directions by transit for a train trip, with the hub and the place filled in", () => {
    const url = new URL(buildChecklist(base, "2026-05-01")[0].bookUrl!);
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/dir/");
    expect(Object.fromEntries(url.searchParams)).toEqual({ api: "1", origin: "東京駅", destination: "箱根", travelmode: "transit" });
  });

  it("opens a rental-car site when the car is a rental, directions when it is the traveller's own", () => {
    expect(buildChecklist({ ...base, mode: "car", rentalCar: true }, "2026-05-01")[0].bookUrl).toBe("https://cars.travel.rakuten.co.jp/");
    expect(new URL(buildChecklist({ ...base, mode: "car" }, "2026-05-01")[0].bookUrl!).searchParams.get("travelmode")).toBe("driving");
  });

  it("searches Rakuten Travel with the dates and adults, or opens the stay's official site", () => {
    const url = new URL(buildChecklist(base, "2026-05-01")[1].bookUrl!);
    expect(url.host).toBe("kw.travel.rakuten.co.jp");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ f_query: "箱根", f_nen1: "2026", f_tuki1: "5", f_hi1: "9", f_nen2: "2026", f_tuki2: "5", f_hi2: "11", f_otona_su: "3" });
    const official = buildChecklist({ ...base, stay: { id: "s", name: "富士屋ホテル", officialUrl: "https://www.fujiyahotel.jp/" } }, "2026-05-01")[1];
    expect(official.bookUrl).toBe("https://www.fujiyahotel.jp/");
  });

  it("never opens a stored link that is not http(s), and keeps odd names inside the query", () => {
    const item = buildChecklist({ ...base, stay: { id: "s", name: "x", officialUrl: "javascript:alert(1)" } }, "2026-05-01")[1];
    expect(new URL(item.bookUrl!).host).toBe("kw.travel.rakuten.co.jp");
    const odd = buildChecklist({ ...base, searchKeyword: "a&b=c#d" }, "2026-05-01")[2];
    const url = new URL(odd.bookUrl!);
    expect(url.host).toBe("www.asoview.com");
    expect(url.searchParams.get("keyword")).toBe("a&b=c#d");
    expect(url.hash).toBe("");
  });
});
