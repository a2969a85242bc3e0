// Nearby search in the database (find_nearby_accommodations / _destinations / _spots) and the
// travel hub's 'other stays nearby' endpoint built on it.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next-intl/server", () => import("../support/next-intl-server"));

import { GET } from "@/app/api/destinations/[id]/nearby-stays/route";
import { destinations as catalogue } from "@/data/catalogue";
import { destinationId } from "@/data/catalogue/ids";
import { haversineKm } from "@/data/japan";
import { getDb, type Db } from "@/lib/db";

let db: Db;
beforeAll(async () => {
  db = await getDb();
});

const hakone = catalogue.find((d) => d.slug === "hakone")!;
type Near = { id: string; distance_km: number };

describe("find_nearby_* functions", () => {
  it("stays within 50 km by default, nearest first, at most 10, with the true distance", async () => {
    const rows = await db.$queryRaw<Near[]>`SELECT id::text AS id, distance_km FROM find_nearby_accommodations(${hakone.latitude}, ${hakone.longitude})`;
    expect(rows.length).toBe(10);
    const distances = rows.map((r) => r.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(50);
    const stays = await db.accommodation.findMany({ where: { id: { in: rows.map((r) => r.id) } } });
    for (const r of rows) {
      const s = stays.find((x) => x.id === r.id)!;
      expect(r.distance_km).toBeCloseTo(haversineKm(hakone, { latitude: s.latitude!, longitude: s.longitude! }), 3);
    }
    // The nearest are Hakone's own.
    expect(stays.find((s) => s.id === rows[0]!.id)!.destinationId).toBe(destinationId("hakone"));
  });

  it("destinations within 100 km and spots within 5 km by default", async () => {
    const dests = await db.$queryRaw<Near[]>`SELECT id::text AS id, distance_km FROM find_nearby_destinations(${hakone.latitude}, ${hakone.longitude})`;
    expect(dests[0]!.id).toBe(destinationId("hakone"));
    expect(dests.every((d) => d.distance_km <= 100)).toBe(true);
    expect(dests.length).toBeGreaterThan(1);
    const spots = await db.$queryRaw<Near[]>`SELECT id::text AS id, distance_km FROM find_nearby_spots(${hakone.latitude}, ${hakone.longitude})`;
    expect(spots.length).toBeGreaterThan(0);
    expect(spots.every((s) => s.distance_km <= 5)).toBe(true);
  });

  it("keeps a caller's radius and count within bounds (500 km, 100 rows) and leaves inactive stays out", async () => {
    const rows = await db.$queryRaw<Near[]>`SELECT id::text AS id, distance_km FROM find_nearby_accommodations(${hakone.latitude}, ${hakone.longitude}, 100000, 100000)`;
    expect(rows.length).toBeLessThanOrEqual(100);
    expect(rows.every((r) => r.distance_km <= 500)).toBe(true);
    const inactive = await db.accommodation.count({ where: { status: { not: "active" }, id: { in: rows.map((r) => r.id) } } });
    expect(inactive).toBe(0);
    const none = await db.$queryRaw<Near[]>`SELECT id::text AS id, distance_km FROM find_nearby_accommodations(${hakone.latitude}, ${hakone.longitude}, -5, -1)`;
    expect(none).toEqual([]);
  });
});

async function call(id: string, query = "") {
  const response = await GET(new NextRequest(`http://localhost/api/destinations/${encodeURIComponent(id)}/nearby-stays?lang=en${query}`), { params: Promise.resolve({ id }) });
  return { status: response.status, body: (await response.json()) as { ok: boolean; stays?: { id: string; name: string; distanceKm: number }[]; message?: string } };
}

describe("GET /api/destinations/{id}/nearby-stays", () => {
  it("lists up to four other stays in the page's language, without the chosen one", async () => {
    const first = await call(destinationId("hakone"));
    expect(first.status).toBe(200);
    expect(first.body.stays!.length).toBe(4);
    const chosen = first.body.stays![0]!.id;
    const other = await call(destinationId("hakone"), `&exclude=${chosen}`);
    expect(other.body.stays!.map((s) => s.id)).not.toContain(chosen);
    expect(other.body.stays!.length).toBe(4);
    // English names, not Japanese.
    for (const s of other.body.stays!) expect(s.name).not.toMatch(/[\u3040-\u30ff]/);
  });

  it("refuses a bad stay id and answers 404 for an unknown destination", async () => {
    expect((await call(destinationId("hakone"), "&exclude=not-a-uuid")).status).toBe(400);
    expect((await call("no-such-place")).status).toBe(404);
  });
});
