// Every back-office server action, /api/admin route handler and service refuses anyone but an
// administrator, and a refused call changes nothing. Actions and handlers are discovered from
// the file system, so a new one cannot slip through untested.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("@/features/auth/actor", () => ({ getActor: vi.fn() }));
vi.mock("next-intl/server", () => import("../support/next-intl-server"));

import { dashboardData } from "@/features/admin/dashboard/service";
import { listDestinations, updateDestinationSettings } from "@/features/admin/destinations/service";
import { listImages } from "@/features/admin/images/service";
import { rakutenStatus } from "@/features/admin/rakuten/service";
import { getActor, type Actor } from "@/features/auth/server";
import { getDb, type Db } from "@/lib/db";
import { destinationId, stableUuid } from "@/data/catalogue/ids";
import { ADMIN, GUEST, TRAVELLER } from "../support/actors";

const root = path.resolve(import.meta.dirname, "../..");

function filesNamed(dir: string, name: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return filesNamed(full, name);
    return entry === name ? [full] : [];
  });
}

type Action = (input: unknown) => Promise<{ ok: boolean; code?: string }>;

const hakone = destinationId("hakone");
const hint = stableUuid("hint:hakone:1");
const spot = stableUuid("spot:hakone:0");
const text = (ja: string) => ({ ja, en: "", ko: "", zh: "" });

/** Inputs an administrator could send: a refused call with them must leave the data as it was. */
const SAMPLE: Record<string, unknown> = {
  deleteDestinationAction: { id: hakone },
  updateDestinationSettingsAction: { id: hakone, isFeatured: false, status: "inactive", mainStationId: "", alternativeStationIds: [], accessNotes: {} },
  createDestinationAction: { slug: "intruder", name: text("侵入"), description: text("x"), highlights: [], prefecture: "東京都", region: "関東", moods: ["zen"], tags: [], heroImageUrl: "/images/moods/zen.svg", distanceFromTokyoKm: 1, travelTimeFromTokyoMinutes: 1, estimatedBudgetMin: 1, estimatedBudgetMax: 2, latitude: 35.6, longitude: 139.7 },
  deleteHintAction: { id: hint },
  reorderHintsAction: { destinationId: hakone, orderedIds: [hint] },
  deleteSpotAction: { id: spot },
  importCsvAction: { kind: "spots", text: "destination,name_ja,category\nhakone,侵入スポット,cafe" },
  saveTranslationsAction: { entity: "destinations", id: hakone, locale: "en", fields: { name: "Intruded" } },
  listImagesAction: { page: 1 },
  destinationsNeedingStaysAction: { minActive: 3 },
};

async function snapshot(db: Db) {
  const [d, hints, spots, stays, images] = await Promise.all([
    db.destination.findUniqueOrThrow({ where: { id: hakone } }),
    db.adventureHint.findMany({ where: { destinationId: hakone }, select: { id: true, displayOrder: true } }),
    db.localSpot.count(),
    db.accommodation.count(),
    db.storedImage.count(),
  ]);
  return { name: d.nameEn, status: d.status, featured: d.isFeatured, slugs: await db.destination.count(), hints, spots, stays, images };
}

let db: Db;
const actions: { file: string; name: string; fn: Action }[] = [];
const handlers: { file: string; method: string; fn: (req: Request, ctx: unknown) => Promise<Response> }[] = [];

beforeAll(async () => {
  db = await getDb();
  for (const file of filesNamed(path.join(root, "features/admin"), "actions.ts")) {
    const mod = (await import(file)) as Record<string, unknown>;
    for (const [name, fn] of Object.entries(mod)) if (typeof fn === "function") actions.push({ file: path.relative(root, file), name, fn: fn as Action });
  }
  for (const file of filesNamed(path.join(root, "app/api/admin"), "route.ts")) {
    const mod = (await import(file)) as Record<string, unknown>;
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
      if (typeof mod[method] === "function") handlers.push({ file: path.relative(root, file), method, fn: mod[method] as (typeof handlers)[number]["fn"] });
    }
  }
});

beforeEach(() => {
  vi.mocked(getActor).mockResolvedValue(GUEST);
});

describe("discovery", () => {
  it("finds the back office's actions and handlers", () => {
    expect(actions.length).toBeGreaterThanOrEqual(20);
    expect(actions.map((a) => a.name)).toEqual(expect.arrayContaining(Object.keys(SAMPLE)));
    expect(handlers.map((h) => `${h.method} ${h.file}`)).toEqual(expect.arrayContaining(["GET app/api/admin/images/route.ts", "POST app/api/admin/images/route.ts"]));
  });
});

describe.each([
  ["a guest", GUEST, "UNAUTHORIZED", 401],
  ["a signed-in traveller", TRAVELLER, "FORBIDDEN", 403],
] as [string, Actor, string, number][])("as %s", (_label, actor, code, status) => {
  beforeEach(() => {
    vi.mocked(getActor).mockResolvedValue(actor);
  });

  it("every admin action refuses and nothing changes", async () => {
    const before = await snapshot(db);
    for (const a of actions) {
      const result = await a.fn(SAMPLE[a.name] ?? {});
      expect(result, `${a.file} ${a.name}`).toMatchObject({ ok: false, code });
    }
    expect(await snapshot(db)).toEqual(before);
  });

  it("every /api/admin handler answers with a JSON refusal", async () => {
    for (const h of handlers) {
      const body = h.method === "GET" ? undefined : new FormData();
      const res = await h.fn(new Request("http://localhost/api/admin/x", { method: h.method, body, headers: { origin: "http://localhost:3000" } }), { params: Promise.resolve({ id: hakone }) });
      expect(res.status, `${h.method} ${h.file}`).toBe(status);
      expect(await res.json()).toMatchObject({ ok: false, code });
    }
  });

  it("the services refuse too, so a page rendered beside a refusing layout shows nothing", async () => {
    for (const call of [() => dashboardData(), () => listDestinations({ page: 1 }), () => listImages(), () => rakutenStatus()]) {
      await expect(call()).rejects.toThrow();
    }
    await expect(updateDestinationSettings({ id: hakone, isFeatured: false, status: "inactive", mainStationId: null, alternativeStationIds: [], accessNotes: text("") })).rejects.toThrow();
    expect((await db.destination.findUniqueOrThrow({ where: { id: hakone } })).status).toBe("active");
  });
});

describe("as an administrator", () => {
  it("the same calls go through (so the refusals above are real)", async () => {
    vi.mocked(getActor).mockResolvedValue(ADMIN);
    const byName = Object.fromEntries(actions.map((a) => [a.name, a.fn]));
    expect(await byName.listImagesAction(SAMPLE.listImagesAction)).toMatchObject({ ok: true });
    expect(await byName.saveTranslationsAction(SAMPLE.saveTranslationsAction)).toMatchObject({ ok: true });
    expect((await db.destination.findUniqueOrThrow({ where: { id: hakone } })).nameEn).toBe("Intruded");
    expect(await byName.updateDestinationSettingsAction({ ...(SAMPLE.updateDestinationSettingsAction as object), status: "active", isFeatured: true, mainStationId: "hakone-yumoto" })).toMatchObject({ ok: true });
  });

  it("bad input is a translated field error, never a crash", async () => {
    vi.mocked(getActor).mockResolvedValue(ADMIN);
    const byName = Object.fromEntries(actions.map((a) => [a.name, a.fn]));
    const result = (await byName.updateDestinationSettingsAction({ id: "not-a-uuid", isFeatured: "perhaps", status: "gone" })) as { ok: false; code: string; message: string; fieldErrors: Record<string, string[]> };
    expect(result).toMatchObject({ ok: false, code: "VALIDATION_ERROR", message: "入力内容を確認してください" });
    expect(result.fieldErrors).toMatchObject({ id: ["invalid"], isFeatured: ["invalidBoolean"], status: ["invalidChoice"] });
  });
});
