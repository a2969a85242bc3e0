// A stay's photo from Rakuten Travel's hotel data against its fake: only when the application id is
// configured; the chosen hotel is looked up again on the server, its photo stored with the hotel's
// credit and link, and put first in the stay's gallery (so its page shows the photo, not the map).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("@/features/auth/actor", () => ({ getActor: vi.fn() }));
vi.mock("next-intl/server", () => import("../support/next-intl-server"));

import { findStayPhotos, importRakutenPhoto } from "@/features/admin/images/import-rakuten";
import { getActor } from "@/features/auth/server";
import { loadPhotoCredit } from "@/features/destinations/service";
import { getDb, type Db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { ADMIN } from "../support/actors";
import { startFakes } from "./support/processes";

let fakes: Awaited<ReturnType<typeof startFakes>>;
let db: Db;

function configure(values: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
}

beforeAll(async () => {
  fakes = await startFakes();
  db = await getDb();
  vi.mocked(getActor).mockResolvedValue(ADMIN);
});
afterAll(async () => {
  await fakes?.stop();
});
beforeEach(() => configure({ RAKUTEN_BASE_URL: `${fakes.url}/rakuten`, RAKUTEN_APP_ID: "test-app-id", RAKUTEN_TIMEOUT_MS: "1500", OFFLINE: undefined }));

describe("Rakuten Travel photos for a stay", () => {
  it("lists the hotels under the stay's name and imports the chosen one's photo with its credit", async () => {
    const stay = await db.accommodation.findFirstOrThrow({ where: { status: "active" }, orderBy: { slug: "asc" } });
    const candidates = await findStayPhotos(stay.id);
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates[0].name.startsWith(stay.nameJa)).toBe(true);

    const chosen = candidates[1];
    const { url } = await importRakutenPhoto({ accommodationId: stay.id, hotelNo: chosen.hotelNo });
    const after = await db.accommodation.findUniqueOrThrow({ where: { id: stay.id } });
    expect((after.galleryImages as { url: string }[])[0]).toEqual({ url, caption_ja: chosen.name });
    expect(await loadPhotoCredit(url)).toEqual({ source: "rakuten", author: chosen.name, licence: "", licenceUrl: null, sourceUrl: chosen.informationUrl });
  });

  it("is refused when Rakuten is not configured, or for a hotel Rakuten did not list, and stores nothing", async () => {
    const stay = await db.accommodation.findFirstOrThrow({ where: { status: "active" }, orderBy: { slug: "desc" } });
    const before = await db.storedImage.count();
    await expect(importRakutenPhoto({ accommodationId: stay.id, hotelNo: 1 })).rejects.toMatchObject({ code: "NOT_FOUND" });
    configure({ RAKUTEN_APP_ID: undefined });
    await expect(findStayPhotos(stay.id)).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
    await expect(importRakutenPhoto({ accommodationId: stay.id, hotelNo: 1 })).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
    expect(await db.storedImage.count()).toBe(before);
  });
});
