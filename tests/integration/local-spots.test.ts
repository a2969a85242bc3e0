// The local explorer's endpoint on a real database: spots by category, localized, active only;
// bad and unknown destinations get a clear 4xx, a database failure 'スポット情報の読み込みに失敗しました'.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next-intl/server", () => import("../support/next-intl-server"));

import { GET } from "@/app/api/destinations/[id]/spots/route";
import { SPOT_CATEGORIES, type SpotGroup } from "@/features/hub/explorer/spots";
import { getDb, type Db } from "@/lib/db";
import { destinationId } from "@/data/catalogue/ids";

let db: Db;
beforeAll(async () => {
  db = await getDb();
});

async function call(id: string, lang = "ja") {
  const response = await GET(new NextRequest(`http://localhost/api/destinations/${encodeURIComponent(id)}/spots?lang=${lang}`), { params: Promise.resolve({ id }) });
  return { status: response.status, cache: response.headers.get("cache-control"), body: (await response.json()) as { ok: boolean; destinationId?: string; groups: SpotGroup[]; code?: string; message?: string } };
}

const names = (groups: SpotGroup[], category: string) => groups.find((g) => g.category === category)!.spots.map((s) => s.name);

describe("GET /api/destinations/{id}/spots", () => {
  it("groups a destination's spots by category, every category listed, most popular first", async () => {
    const { status, body, cache } = await call(destinationId("hakone"));
    expect(status).toBe(200);
    expect(cache).toBe("public, max-age=300");
    expect(body.groups.map((g) => g.category)).toEqual([...SPOT_CATEGORIES]);
    expect(names(body.groups, "cultural")).toEqual(["箱根神社", "彫刻の森美術館", "箱根関所", "箱根旧街道 杉並木"]);
    expect(names(body.groups, "nature")).toEqual([]);
    const total = body.groups.reduce((n, g) => n + g.spots.length, 0);
    expect(total).toBe(await db.localSpot.count({ where: { destinationId: destinationId("hakone"), status: "active" } }));
  });

  it("gives opening hours where a spot keeps them", async () => {
    const { body } = await call(destinationId("hakone"));
    const cultural = body.groups.find((g) => g.category === "cultural")!.spots;
    expect(cultural.find((s) => s.name === "彫刻の森美術館")!.hours).toEqual({ opens: "9:00", closes: "17:00" });
    expect(cultural.find((s) => s.name === "箱根神社")!.hours).toBeNull();
  });

  it("answers in the asked language and accepts the destination's slug", async () => {
    const { status, body } = await call("hakone", "en");
    expect(status).toBe(200);
    expect(body.destinationId).toBe(destinationId("hakone"));
    expect(names(body.groups, "cultural")).toContain("Hakone Checkpoint (Hakone Sekisho)");
    expect(body.groups.find((g) => g.category === "scenic")!.spots[0].address).toMatch(/Kanagawa/);
  });

  it("leaves out spots that are not active", async () => {
    const spot = await db.localSpot.findFirstOrThrow({ where: { destinationId: destinationId("kamakura") } });
    await db.localSpot.update({ where: { id: spot.id }, data: { status: "inactive" } });
    try {
      const { body } = await call(destinationId("kamakura"));
      expect(body.groups.flatMap((g) => g.spots).map((s) => s.id)).not.toContain(spot.id);
    } finally {
      await db.localSpot.update({ where: { id: spot.id }, data: { status: "active" } });
    }
  });

  it("refuses a malformed destination id with a clear 400, in the caller's language", async () => {
    for (const bad of ["not a uuid!", "../../etc/passwd", "箱根", "x".repeat(200)]) {
      const { status, body } = await call(bad);
      expect(status, bad).toBe(400);
      expect(body).toMatchObject({ ok: false, code: "VALIDATION_ERROR", message: "目的地の指定が正しくありません" });
    }
    expect((await call("'; drop table x", "en")).body.message).toBe("The destination id is not valid");
  });

  it("answers 404 for a destination that does not exist", async () => {
    for (const missing of ["99999999-9999-4999-8999-999999999999", "atlantis"]) {
      const { status, body } = await call(missing);
      expect(status, missing).toBe(404);
      expect(body).toMatchObject({ ok: false, code: "NOT_FOUND", message: "目的地が見つかりません" });
    }
  });

  it("says the spots could not be loaded when the database fails, and logs it", async () => {
    await db.$executeRawUnsafe(`ALTER TABLE local_spots RENAME TO local_spots_away`);
    try {
      const { status, body } = await call(destinationId("nikko"));
      expect(status).toBe(503);
      expect(body).toMatchObject({ ok: false, message: "スポット情報の読み込みに失敗しました" });
    } finally {
      await db.$executeRawUnsafe(`ALTER TABLE local_spots_away RENAME TO local_spots`);
    }
    expect(await db.errorLog.count({ where: { url: `/api/destinations/${destinationId("nikko")}/spots` } })).toBe(1);
  });
});
