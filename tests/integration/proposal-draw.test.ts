import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { destinationId } from "@/data/catalogue/ids";
import ja from "@/messages/ja.json";
import { getDb, type Db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { proposalRequestSchema } from "@/features/proposal/schemas";
import { lastCheckInDay } from "@/features/trip";
import { addDays, japanToday } from "@/lib/japan-time";
import { clearProposalCache } from "@/features/proposal/service";
import { getPool } from "@/features/proposal/catalogue-pool";
import { CATALOGUE_TTL_MS } from "@/features/proposal/constants";
import { draw, drawAll, reachableFromTokyo, seedDestinations, slugsWith, withChange } from "./proposal-helpers";

let db: Db;
beforeAll(async () => {
  db = await getDb();
});
afterEach(() => clearProposalCache());

// Without a departure the draw leaves from Tokyo Station, for one night: within 3 h 30.
const ONE_NIGHT = 210;

describe("eligible destinations", () => {
  it("are the featured, active destinations tagged with one of the moods, within reach", async () => {
    const { first, slugs } = await drawAll({ moods: ["ocean"] });
    expect(first.pool.reach).toMatchObject({ minutes: ONE_NIGHT, widened: false });
    expect(first.pool).toMatchObject({ total: reachableFromTokyo(slugsWith("ocean"), ONE_NIGHT).length, fallback: false });
    expect(slugs.sort()).toEqual(reachableFromTokyo(slugsWith("ocean"), ONE_NIGHT));
  });

  it("match any of several moods", async () => {
    const { first } = await drawAll({ moods: ["ocean", "river"] });
    const expected = new Set(reachableFromTokyo([...slugsWith("ocean"), ...slugsWith("river")], ONE_NIGHT));
    expect(first.pool.total).toBe(expected.size);
  });

  it("leave out destinations that are not featured, or not active", async () => {
    const kamakura = destinationId("kamakura");
    const kujukuri = destinationId("kujukuri");
    await withChange(
      () => Promise.all([db.destination.update({ where: { id: kamakura }, data: { isFeatured: false } }), db.destination.update({ where: { id: kujukuri }, data: { status: "inactive" } })]),
      () => Promise.all([db.destination.update({ where: { id: kamakura }, data: { isFeatured: true } }), db.destination.update({ where: { id: kujukuri }, data: { status: "active" } })]),
      async () => {
        const { first, slugs } = await drawAll({ moods: ["ocean"] });
        expect(first.pool.total).toBe(reachableFromTokyo(slugsWith("ocean"), ONE_NIGHT).length - 2);
        expect(slugs).not.toContain("kamakura");
        expect(slugs).not.toContain("kujukuri");
      },
    );
  });

  it("apply only the first prefecture filter", async () => {
    const { first, slugs } = await drawAll({ moods: ["ocean"], prefectures: ["神奈川県", "千葉県"] });
    const kanagawa = reachableFromTokyo(
      seedDestinations.filter((d) => d.prefecture === "神奈川県" && d.moods.includes("ocean")).map((d) => d.slug),
      ONE_NIGHT,
    ).sort();
    expect(kanagawa).toContain("kamakura");
    expect(first.pool.total).toBe(kanagawa.length);
    expect(slugs.sort()).toEqual(kanagawa);
  });

  it("use every mood when none is given", async () => {
    const result = await draw({ moods: [] });
    // every catalogue destination is featured; those within reach of Tokyo for one night
    expect(result.pool.total).toBe(reachableFromTokyo(seedDestinations.map((d) => d.slug), ONE_NIGHT).length);
  });

  it("fall back to all featured, active destinations when the filters match nothing", async () => {
    // Yamanashi has no sea: no ocean destination there.
    const result = await draw({ moods: ["ocean"], prefectures: ["山梨県"] });
    expect(result.pool).toMatchObject({ total: reachableFromTokyo(seedDestinations.map((d) => d.slug), ONE_NIGHT).length, fallback: true });
  });

  it("say so when there is no featured destination at all", async () => {
    await withChange(
      () => db.destination.updateMany({ data: { isFeatured: false } }),
      () => db.destination.updateMany({ data: { isFeatured: true } }),
      async () => {
        const failure = await draw({ moods: ["zen"] }).catch((e) => e);
        expect(failure).toBeInstanceOf(AppError);
        expect(failure.code).toBe("NO_FEATURED_DESTINATIONS");
        expect(ja.proposal.errors[failure.userMessage.key as "noFeatured"]).toBe(
          "データベースにおすすめ目的地が登録されていません。管理画面で目的地を追加し、「おすすめ目的地として表示」をチェックしてください。",
        );
      },
    );
  });
});

describe("no repeats per visitor", () => {
  it("shows every matching destination once before any repeats, then resets", async () => {
    const { slugs, visitor } = await drawAll({ moods: ["mountain"] });
    expect(new Set(slugs).size).toBe(slugs.length);
    const after = await draw({ moods: ["mountain"] }, visitor);
    expect(after.reset).toBe(true);
    expect(after.pool.seen).toBe(1);
    // The reset never shows the last destination twice in a row.
    expect(after.proposal.slug).not.toBe(slugs.at(-1));
    const next = await draw({ moods: ["mountain"] }, visitor);
    expect(next.reset).toBe(false);
    expect(next.pool.seen).toBe(2);
  });

  it("counts what this visitor has seen, and keeps visitors apart", async () => {
    const a = randomUUID();
    const first = await draw({ moods: ["fire"] }, a);
    const second = await draw({ moods: ["fire"] }, a);
    expect([first.pool.seen, second.pool.seen]).toEqual([1, 2]);
    expect(second.proposal.id).not.toBe(first.proposal.id);
    const other = await draw({ moods: ["fire"] }, randomUUID());
    expect(other.pool.seen).toBe(1);
  });

  it("survives a reload: the record is on the server", async () => {
    const visitor = randomUUID();
    const seen = [(await draw({ moods: ["ocean"] }, visitor)).proposal.id];
    clearProposalCache(); // as if the server restarted
    seen.push((await draw({ moods: ["ocean"] }, visitor)).proposal.id);
    expect(new Set(seen).size).toBe(2);
    const row = await db.proposalVisitor.findUniqueOrThrow({ where: { id: visitor } });
    expect(row.shownDestinationIds).toEqual(seen);
  });

  it("re-shows a destination without drawing or recording it", async () => {
    const visitor = randomUUID();
    const first = await draw({ moods: ["zen"] }, visitor);
    const again = await draw({ moods: ["zen"], show: first.proposal.id }, visitor, "en");
    expect(again.proposal.id).toBe(first.proposal.id);
    expect(again.proposal.name).toBe(seedDestinations.find((d) => d.slug === first.proposal.slug)!.name.en);
    expect(again.pool.seen).toBe(1);
    expect((await db.proposalVisitor.findUniqueOrThrow({ where: { id: visitor } })).shownDestinationIds).toHaveLength(1);
  });

  it("a reset only clears the pool's own destinations", async () => {
    // Two pools of one destination each (a mood in a prefecture), read from the catalogue.
    const single = singlePools().slice(0, 2);
    expect(single).toHaveLength(2);
    const visitor = randomUUID();
    const [a, b] = single;
    const drawnA = await draw({ moods: [a.mood], prefectures: [a.prefecture] }, visitor);
    const drawnB = await draw({ moods: [b.mood], prefectures: [b.prefecture] }, visitor);
    expect([drawnA.proposal.slug, drawnB.proposal.slug]).toEqual([a.slug, b.slug]);
    const again = await draw({ moods: [b.mood], prefectures: [b.prefecture] }, visitor);
    expect(again.reset).toBe(true);
    const row = await db.proposalVisitor.findUniqueOrThrow({ where: { id: visitor } });
    expect(row.shownDestinationIds).toEqual([destinationId(a.slug), destinationId(b.slug)]);
  });
});

describe("input validation", () => {
  const soon = addDays(japanToday(), 10);
  it.each([
    [{ moods: ["beach"] }],
    [{ checkIn: "2031-02-30" }],
    [{ checkIn: soon, checkOut: addDays(soon, -1) }],
    [{ checkIn: "2001-01-01" }],
    [{ checkOut: soon }],
    [{ checkIn: soon, checkOut: addDays(soon, 15) }],
    [{ checkIn: soon, checkOut: "9999-12-31" }],
    [{ checkIn: addDays(lastCheckInDay(), 1) }],
    [{ guests: 9 }],
    [{ show: "not-a-uuid" }],
  ])("refuses %j", (body) => {
    expect(proposalRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe("the in-memory catalogue", () => {
  it("is one copy for every mood set, kept while nothing changed; a stale copy keeps serving while the next one loads", async () => {
    const realNow = Date.now;
    const ocean = await getPool({ moods: ["ocean"] });
    const fire = await getPool({ moods: ["fire"] });
    // The same destination object in both pools: one catalogue, not a copy per mood set.
    const shared = ocean.destinations.find((d) => d.moods.includes("fire"))!;
    expect(fire.byId.get(shared.id)).toBe(shared);
    try {
      // Past the time to live with nothing changed: the copy is kept (only its version is asked).
      Date.now = () => realNow() + CATALOGUE_TTL_MS + 1_000;
      expect(await getPool({ moods: ["ocean"] })).toBe(ocean);
      await new Promise((r) => setTimeout(r, 300));
      expect(await getPool({ moods: ["ocean"] })).toBe(ocean);
      // An edit, then past the time to live again: the request that notices is served the copy it has...
      await db.destination.update({ where: { id: shared.id }, data: { updatedAt: new Date() } });
      Date.now = () => realNow() + 2 * (CATALOGUE_TTL_MS + 1_000);
      expect(await getPool({ moods: ["ocean"] })).toBe(ocean);
      // ...and a fresh copy replaces it once loaded.
      await vi.waitFor(async () => expect(await getPool({ moods: ["ocean"] })).not.toBe(ocean), { timeout: 5_000 });
    } finally {
      Date.now = realNow;
    }
  });
});

describe("proposal_pick with only the head of the order", () => {
  it("writes nothing and answers nothing when the whole head was seen; the whole pool then resets", async () => {
    const visitor = randomUUID();
    const ids = seedDestinations.slice(0, 4).map((d) => destinationId(d.slug));
    const pick = (order: string[], complete: boolean) =>
      db.$queryRaw<{ id: string; reset: boolean; shown: string[] }[]>`SELECT destination_id::text AS id, reset, shown::text[] AS shown FROM proposal_pick(${visitor}::uuid, ${order}::uuid[], ${complete}, NULL, NULL)`;
    // Seen: the first three.
    for (let i = 0; i < 3; i++) expect((await pick(ids.slice(i, i + 1).concat(ids.slice(0, 3)), false))[0]!.id).toBe(ids[i]);
    const before = await db.proposalVisitor.findUniqueOrThrow({ where: { id: visitor } });
    // A head of those three: nothing to pick there, nothing written.
    expect(await pick(ids.slice(0, 3), false)).toEqual([]);
    expect((await db.proposalVisitor.findUniqueOrThrow({ where: { id: visitor } })).shownDestinationIds).toEqual(before.shownDestinationIds);
    // The whole pool: the fourth, not yet seen.
    expect((await pick(ids, true))[0]).toMatchObject({ id: ids[3], reset: false });
    // All four seen: the complete pool starts again, not with the one shown last.
    const again = (await pick(ids, true))[0]!;
    expect(again.reset).toBe(true);
    expect(again.id).not.toBe(ids[3]);
    expect(again.shown).toEqual([again.id]);
  });
});

/** Moods in a prefecture that hold a single destination, within a one-night trip from Tokyo. */
function singlePools() {
  const found: { mood: "mountain" | "ocean" | "river" | "zen" | "fire"; prefecture: string; slug: string }[] = [];
  for (const prefecture of [...new Set(seedDestinations.map((d) => d.prefecture))].sort()) {
    for (const mood of ["fire", "ocean", "mountain", "river", "zen"] as const) {
      // The only one of its kind in the whole catalogue, so a widened reach cannot add another.
      const all = seedDestinations.filter((d) => d.prefecture === prefecture && d.moods.includes(mood)).map((d) => d.slug);
      const pool = reachableFromTokyo(all, ONE_NIGHT);
      if (all.length === 1 && pool.length === 1 && !found.some((f) => f.prefecture === prefecture)) found.push({ mood, prefecture, slug: pool[0] });
    }
  }
  return found;
}
