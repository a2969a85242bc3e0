import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, type Db } from "@/lib/db";
import { firstDraw, type FirstDrawInput } from "@/features/proposal/first-draw";
import { drawQuestion } from "@/features/proposal/draw-request";
import { draw, input, seedDestinations } from "./proposal-helpers";
import { drawProposal } from "@/features/proposal/service";

// The proposal page's first destination, drawn on the server from the cookies that mirror the
// browser's storage (features/proposal/first-draw.ts), and the browser's way of giving back a
// destination it never showed (`unsee`).

let db: Db;
beforeAll(async () => {
  db = await getDb();
  // A started server has loaded the catalogue before its first page (the data modules' first
  // import alone can outlast the first draw's 2.5 s wait under the test runner's transform).
  await drawProposal(input({ moods: ["river"] }), { id: randomUUID(), known: true }, "ja");
});

const opened = () => new Headers({ "sec-fetch-dest": "document" });

function cookieJar(values: Record<string, string>): FirstDrawInput["cookies"] {
  return { get: (name) => (name in values ? { value: values[name] } : undefined) };
}

const seen = async (visitor: string) => (await db.proposalVisitor.findUnique({ where: { id: visitor } }))?.shownDestinationIds ?? [];

describe("the proposal page's first draw", () => {
  it("draws for an opened page, from Tokyo Station when the traveller told nothing, and records it", async () => {
    const visitor = randomUUID();
    const first = await firstDraw({ locale: "ja", search: { moods: "ocean" }, cookies: cookieJar({ tg_visitor: visitor }), headers: opened() });
    expect(first).not.toBeNull();
    expect(first!.drawn).toBe(true);
    expect(first!.key).toBe("ocean|");
    expect(first!.request).toMatchObject({ moods: ["ocean"], guests: 2, hasCar: false, departure: { label: "東京駅" } });
    expect(first!.response.proposal.moods).toContain("ocean");
    expect(await seen(visitor)).toEqual([first!.response.proposal.id]);
  });

  it("asks what the browser would ask, from the trip cookie (departure, party, car, the other path's moods)", async () => {
    const visitor = randomUUID();
    const magic = { checkIn: null, checkOut: null, guestCount: 4, hasCar: true, hub: "札幌駅", hubStationId: "sapporo" };
    const trip = JSON.stringify({ m: magic, e: { moods: ["fire"], checkIn: null, checkOut: null, guestCount: 2, nights: 1 } });
    const first = await firstDraw({ locale: "en", search: { prefecture: "北海道" }, cookies: cookieJar({ tg_visitor: visitor, tg_trip: trip }), headers: opened() });
    expect(first!.moods).toEqual(["fire"]);
    const browser = drawQuestion({ ...magic }, { moods: ["fire"], checkIn: null, checkOut: null, guestCount: 2, nights: 1 }, ["fire"], "北海道", "Tokyo Station");
    expect(first!.request).toEqual(browser.body);
    const hokkaido = seedDestinations.filter((d) => d.prefecture === "北海道").map((d) => d.slug);
    expect(hokkaido).toContain(first!.response.proposal.slug);
  });

  it("shows the destination on screen for this search again, unless a fresh draw was asked for", async () => {
    const visitor = randomUUID();
    const before = await draw({ moods: ["zen"] }, visitor);
    const current = `zen|@${before.proposal.id}`;
    const again = await firstDraw({ locale: "ja", search: { moods: "zen" }, cookies: cookieJar({ tg_visitor: visitor, tg_current: current }), headers: opened() });
    expect(again!.response.proposal.id).toBe(before.proposal.id);
    expect(again!.drawn).toBe(false);
    expect(await seen(visitor)).toEqual([before.proposal.id]);
    // Another search's destination is not re-shown.
    const other = await firstDraw({ locale: "ja", search: { moods: "mountain" }, cookies: cookieJar({ tg_visitor: visitor, tg_current: current }), headers: opened() });
    expect(other!.drawn).toBe(true);
    const fresh = await firstDraw({ locale: "ja", search: { moods: "zen" }, cookies: cookieJar({ tg_visitor: visitor, tg_current: current, tg_fresh: "1" }), headers: opened() });
    expect(fresh!.drawn).toBe(true);
    expect(fresh!.response.proposal.id).not.toBe(before.proposal.id);
  });

  it("draws nothing for a prefetch, the offline pack's fetch, a visitor without the cookie or a damaged question", async () => {
    const visitor = randomUUID();
    const jar = cookieJar({ tg_visitor: visitor });
    const cases: [string, Headers, FirstDrawInput["cookies"]][] = [
      ["router prefetch", new Headers({ rsc: "1", "next-router-prefetch": "1" }), jar],
      ["browser prefetch", new Headers({ "sec-fetch-dest": "document", "sec-purpose": "prefetch" }), jar],
      ["fetch() of the page", new Headers({ "sec-fetch-dest": "empty" }), jar],
      ["no visitor", opened(), cookieJar({})],
      ["not a visitor id", opened(), cookieJar({ tg_visitor: "nope" })],
    ];
    for (const [what, headers, cookies] of cases) {
      expect(await firstDraw({ locale: "ja", search: { moods: "ocean" }, cookies, headers }), what).toBeNull();
    }
    // A trip cookie that cannot be read asks as if nothing were kept.
    const damaged = await firstDraw({ locale: "ja", search: { moods: "ocean" }, cookies: cookieJar({ tg_visitor: visitor, tg_trip: "{not json" }), headers: opened() });
    expect(damaged!.request.guests).toBe(2);
    expect(await seen(visitor)).toHaveLength(1);
    // A client-side navigation (an RSC request that is not a prefetch) draws.
    expect(await firstDraw({ locale: "ja", search: { moods: "ocean" }, cookies: jar, headers: new Headers({ rsc: "1" }) })).not.toBeNull();
  });
});

describe("unsee", () => {
  it("takes the page's unseen destination off the end of the seen list before the browser's own draw", async () => {
    const visitor = randomUUID();
    const shown = await draw({ moods: ["ocean"] }, visitor);
    const unseen = await draw({ moods: ["ocean"] }, visitor);
    const next = await drawProposal(input({ moods: ["ocean"], unsee: unseen.proposal.id }), { id: visitor, known: true }, "ja");
    const list = await seen(visitor);
    expect(list).toEqual([shown.proposal.id, next.proposal.id]);
    expect(next.pool.seen).toBe(2);
    // Only the last one: a destination seen earlier stays seen.
    await drawProposal(input({ moods: ["ocean"], unsee: shown.proposal.id }), { id: visitor, known: true }, "ja");
    expect(await seen(visitor)).toEqual(expect.arrayContaining([shown.proposal.id, next.proposal.id]));
    expect(await seen(visitor)).toHaveLength(3);
  });
});
