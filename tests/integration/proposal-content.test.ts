import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { destinationId, stableUuid } from "@/data/catalogue/ids";
import { getDb, type Db } from "@/lib/db";
import { getAccessInfo } from "@/features/access/service";
import { clearProposalCache, drawProposal, drawProposalJson } from "@/features/proposal/service";
import { addDays, japanToday } from "@/lib/japan-time";
import { draw, input, seedDestinations, withChange } from "./proposal-helpers";

/** Days from a stay two months ahead: within the booking window whatever today is. */
const day = (n: number) => addDays(japanToday(), 60 + n);

let db: Db;
beforeAll(async () => {
  db = await getDb();
});
afterEach(() => clearProposalCache());

describe("accommodations on the proposal", () => {
  // Gunma has several destinations now: the draw is asked to show Kusatsu.
  const KUSATSU = destinationId("kusatsu");
  const kusatsu = { moods: [] as never[], prefectures: ["群馬県"], show: KUSATSU };

  it("are at most 3, featured and active, with up to 5 images and the first 3 features", async () => {
    const stays = await db.accommodation.findMany({ where: { destinationId: destinationId("kusatsu") } });
    expect(stays.length).toBeGreaterThan(3);
    const target = stays[0];
    const gallery = Array.from({ length: 7 }, (_, i) => ({ url: `/images/accommodations/hotel.svg?${i}`, caption_ja: `写真${i}` }));
    await withChange(
      () => db.accommodation.update({ where: { id: target.id }, data: { galleryImages: gallery, rating: 5, features: ["a", "b", "c", "d", "e"] } }),
      () => db.accommodation.update({ where: { id: target.id }, data: { galleryImages: target.galleryImages as never, rating: target.rating, features: target.features } }),
      async () => {
        const { proposal } = await draw(kusatsu);
        expect(proposal.accommodations).toHaveLength(3);
        const top = proposal.accommodations[0];
        expect(top.id).toBe(target.id); // the best rated first
        expect(top.images).toHaveLength(5);
        expect(top.features).toEqual(["a", "b", "c"]);
      },
    );
  });

  it("show their features in the page's language", async () => {
    const ja = await draw(kusatsu, randomUUID(), "ja");
    const en = await draw(kusatsu, randomUUID(), "en");
    const jaStay = ja.proposal.accommodations[0];
    const enStay = en.proposal.accommodations.find((a) => a.id === jaStay.id)!;
    expect(jaStay.features.join(" ")).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(enStay.features).toHaveLength(jaStay.features.length);
    expect(enStay.features.join(" ")).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it("follow the moods, and fall back to the destination's other stays when none matches", async () => {
    // Nikko's only river stay is its guesthouse.
    const river = await draw({ moods: ["river"], prefectures: ["栃木県"], show: destinationId("nikko") });
    expect(river.proposal.slug).toBe("nikko");
    const riverStays = await db.accommodation.findMany({ where: { destinationId: destinationId("nikko"), moods: { has: "river" } } });
    expect(river.proposal.accommodations.map((a) => a.id)).toEqual(riverStays.map((a) => a.id));

    const stays = await db.accommodation.findMany({ where: { destinationId: destinationId("kusatsu") } });
    await withChange(
      () => db.accommodation.updateMany({ where: { id: { in: stays.map((a) => a.id) } }, data: { moods: ["mountain"] } }),
      () => Promise.all(stays.map((a) => db.accommodation.update({ where: { id: a.id }, data: { moods: a.moods } }))),
      async () => {
        const fire = await draw({ moods: ["fire"], prefectures: ["群馬県"], show: KUSATSU });
        expect(fire.proposal.slug).toBe("kusatsu");
        expect(fire.proposal.accommodations).toHaveLength(3);
      },
    );
  });

  it("filter by features when asked", async () => {
    const stay = (await db.accommodation.findFirstOrThrow({ where: { destinationId: destinationId("kusatsu") }, orderBy: { rating: "asc" } }));
    const { proposal } = await draw({ ...kusatsu, features: [stay.features[0]] });
    expect(proposal.accommodations.map((a) => a.id)).toEqual([stay.id]);
  });

  it("leave out stays that are not featured or not active, and include unassigned stays of the prefecture only", async () => {
    const [a, b] = await db.accommodation.findMany({ where: { destinationId: destinationId("kusatsu") }, orderBy: { slug: "asc" } });
    const local = await db.accommodation.create({
      data: { slug: `test-local-${randomUUID()}`, nameJa: "県内の宿", nameEn: "Local inn", area: "草津", type: "ryokan", prefecture: "群馬県", moods: ["fire"], features: [], pricePerNightMin: 10000, pricePerNightMax: 20000, rating: 5, heroImageUrl: "/images/accommodations/ryokan.svg", isFeatured: true },
    });
    const elsewhere = await db.accommodation.create({
      data: { slug: `test-far-${randomUUID()}`, nameJa: "県外の宿", nameEn: "Far inn", area: "箱根", type: "ryokan", prefecture: "神奈川県", moods: ["fire"], features: [], pricePerNightMin: 10000, pricePerNightMax: 20000, rating: 5, heroImageUrl: "/images/accommodations/ryokan.svg", isFeatured: true },
    });
    await withChange(
      () => Promise.all([db.accommodation.update({ where: { id: a.id }, data: { isFeatured: false } }), db.accommodation.update({ where: { id: b.id }, data: { status: "inactive" } })]),
      () =>
        Promise.all([
          db.accommodation.update({ where: { id: a.id }, data: { isFeatured: true } }),
          db.accommodation.update({ where: { id: b.id }, data: { status: "active" } }),
          db.accommodation.deleteMany({ where: { id: { in: [local.id, elsewhere.id] } } }),
        ]),
      async () => {
        const ids = (await draw({ moods: ["fire"], prefectures: ["群馬県"], show: KUSATSU })).proposal.accommodations.map((x) => x.id);
        expect(ids).not.toContain(a.id);
        expect(ids).not.toContain(b.id);
        expect(ids).not.toContain(elsewhere.id);
        expect(ids).toContain(local.id);
      },
    );
  });

  it("leave out stays with a confirmed booking overlapping the chosen dates", async () => {
    const first = (await draw({ ...kusatsu, checkIn: day(0), checkOut: day(2) })).proposal.accommodations[0];
    const book = (status: "confirmed" | "pending", checkIn: string, checkOut: string) =>
      db.bookingRequest.create({
        data: {
          confirmationNumber: `T-${randomUUID()}`,
          accommodationId: first.id,
          status,
          checkInDate: new Date(`${checkIn}T00:00:00Z`),
          checkOutDate: new Date(`${checkOut}T00:00:00Z`),
          guestName: "テスト",
          guestEmail: "t@example.com",
          guestPhone: "000",
          estimatedPrice: 1,
        },
      });
    await book("confirmed", day(1), day(3));
    await book("pending", day(27), day(29));
    const ids = async (checkIn?: string, checkOut?: string) => (await draw({ ...kusatsu, checkIn, checkOut })).proposal.accommodations.map((a) => a.id);

    expect(await ids(day(0), day(2))).not.toContain(first.id); // overlaps the confirmed stay's first night
    expect(await ids(day(2))).not.toContain(first.id); // one night, inside the confirmed stay
    expect(await ids(day(3), day(4))).toContain(first.id); // arrives as they leave
    expect(await ids(day(-2), day(1))).toContain(first.id); // leaves as they arrive
    expect(await ids(day(27), day(29))).toContain(first.id); // only a pending booking
    expect(await ids()).toContain(first.id); // no dates chosen
  });
});

describe("what a proposal carries", () => {
  const hakone = { moods: ["mountain"] as ["mountain"], prefectures: ["神奈川県"] };

  it("up to 6 active hints in display order", async () => {
    const id = destinationId("hakone");
    const extra = await Promise.all(
      [0, 7, 8].map((order, i) =>
        db.adventureHint.create({ data: { id: stableUuid(`test-hint-${randomUUID()}`), destinationId: id, titleJa: `追加${i}`, descriptionJa: "説明", category: "nature", displayOrder: order, status: i === 0 ? "inactive" : "active" } }),
      ),
    );
    try {
      clearProposalCache();
      const { proposal } = await draw(hakone);
      expect(proposal.slug).toBe("hakone");
      expect(proposal.hints).toHaveLength(6);
      const expected = await db.adventureHint.findMany({ where: { destinationId: id, status: "active" }, orderBy: { displayOrder: "asc" }, take: 6 });
      expect(proposal.hints.map((h) => h.id)).toEqual(expected.map((h) => h.id));
      expect(proposal.hints.map((h) => h.title)).not.toContain("追加0");
    } finally {
      await db.adventureHint.deleteMany({ where: { id: { in: extra.map((h) => h.id) } } });
    }
  });

  it("up to 4 highlights, the destination's budget and access from Tokyo Station", async () => {
    const { proposal } = await draw(hakone, randomUUID(), "en");
    const seed = seedDestinations.find((d) => d.slug === "hakone")!;
    expect(seed.highlights.length).toBeGreaterThan(4);
    expect(proposal.highlights).toEqual(seed.highlights.slice(0, 4).map((h) => h.text.en));
    expect(proposal.totalBudget).toEqual({ min: seed.budgetPerPersonYen.min, max: seed.budgetPerPersonYen.max });
    expect(proposal.prefecture).toBe("Kanagawa");
    expect(proposal.access.origin).toEqual({ id: "tokyo", name: "Tokyo Station" });
    expect(proposal.access.options.length).toBeGreaterThan(0);
    expect(proposal.accessInfo.fromTokyo.train?.cost).toMatch(/^¥[\d,]+/);
  });

  it("the default budget, 15,000–50,000 yen, when the destination has none", async () => {
    const id = destinationId("hakone");
    await withChange(
      () => db.destination.update({ where: { id }, data: { estimatedBudgetMin: 0, estimatedBudgetMax: 0 } }),
      () => {
        const seed = seedDestinations.find((d) => d.slug === "hakone")!;
        return db.destination.update({ where: { id }, data: { estimatedBudgetMin: seed.budgetPerPersonYen.min, estimatedBudgetMax: seed.budgetPerPersonYen.max } });
      },
      async () => expect((await draw(hakone)).proposal.totalBudget).toEqual({ min: 15000, max: 50000 }),
    );
  });

  it("car routes marked as needing a car unless the traveller has one", async () => {
    const without = (await draw(hakone)).proposal.access.options.filter((o) => o.mode === "car");
    expect(without.length).toBeGreaterThan(0);
    expect(without.every((o) => o.needsCar)).toBe(true);
    const withCar = (await draw({ ...hakone, hasCar: true })).proposal.access;
    expect(withCar.options[0].mode).toBe("car");
    expect(withCar.options.every((o) => !o.needsCar)).toBe(true);
  });
});

describe("the response body", () => {
  it("is the same proposal whether assembled as an object or from ready JSON", async () => {
    const visitor = randomUUID();
    const drawn = await draw({ moods: ["river"], checkIn: day(57), checkOut: day(58) }, visitor, "en");
    const again = { moods: ["river"] as ["river"], checkIn: day(57), checkOut: day(58), show: drawn.proposal.id };
    const object = await drawProposal(input(again), { id: visitor, known: true }, "en");
    const fromJson = JSON.parse(await drawProposalJson(input(again), { id: visitor, known: true }, "en"));
    // Each answer seals a fresh seed for the next press: all else is the same.
    expect({ ...fromJson, next: null }).toEqual({ ...object, next: null });
    expect(fromJson.next.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(fromJson.proposal.name).toBe(drawn.proposal.name);
  });
});

describe("access details", () => {
  const details = (id: string, locale: "ja" | "ko" = "ja") => getAccessInfo({ destinationId: id, departure: { stationId: "tokyo" }, hasCar: false, locale });

  it("carry the steps and notes of every route, in the language asked for", async () => {
    const lookup = await details(destinationId("hakone"), "ko");
    expect(lookup?.info.from.name).toBe("도쿄역");
    expect(lookup?.info.options.length).toBeGreaterThan(1);
    expect(lookup?.info.options.every((r) => r.steps.length > 0 && r.notes.length > 0)).toBe(true);
    expect(lookup?.info.options.find((r) => r.mode === "car")?.needsCar).toBe(true);
  });

  it("are not given for a destination that is not active", async () => {
    const id = destinationId("kamakura");
    await withChange(
      () => db.destination.update({ where: { id }, data: { status: "inactive" } }),
      () => db.destination.update({ where: { id }, data: { status: "active" } }),
      async () => expect(await details(id)).toBeNull(),
    );
    expect(await details(randomUUID())).toBeNull();
  });
});
