// Photos from Wikimedia Commons against its fake (tests/fakes/services/commons.ts): search by name
// and position keeps only licences that allow reuse; an import stores the file with its credit and
// makes it the destination's hero; a licence that forbids reuse is refused and nothing changes.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("@/features/auth/actor", () => ({ getActor: vi.fn() }));
vi.mock("next-intl/server", () => import("../support/next-intl-server"));

import { findDestinationPhotos, importCommonsPhoto } from "@/features/admin/images/import";
import { getActor } from "@/features/auth/server";
import { loadDestination } from "@/features/destinations/service";
import { commonsFile, CommonsError, searchCommons } from "@/lib/clients/commons";
import { getDb, type Db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { ADMIN } from "../support/actors";
import { startFakes } from "./support/processes";

let fakes: Awaited<ReturnType<typeof startFakes>>;
let db: Db;

beforeAll(async () => {
  fakes = await startFakes();
  db = await getDb();
  vi.mocked(getActor).mockResolvedValue(ADMIN);
});
afterAll(async () => {
  await fakes?.stop();
});
beforeEach(async () => {
  process.env.COMMONS_BASE_URL = `${fakes.url}/commons`;
  process.env.COMMONS_TIMEOUT_MS = "1500";
  delete process.env.OFFLINE;
  resetEnvForTests();
  await fakes.scenario("commons");
});

describe("the Commons client", () => {
  it("finds photos by name and around a point, only under licences that allow reuse, with author and file page", async () => {
    for (const query of [{ kind: "name" as const, name: "Hakone" }, { kind: "near" as const, latitude: 35.23, longitude: 139.1 }]) {
      const photos = await searchCommons(query);
      expect(photos.map((p) => p.licenceName)).toEqual(["CC BY-SA 4.0", "CC0", "Public domain"]);
      expect(photos[0]).toMatchObject({ author: "Hanako Yamada", licence: "cc-by-sa", pageUrl: "https://commons.wikimedia.org/wiki/File:Fake_onsen_street_at_dusk.jpg", licenceUrl: "https://creativecommons.org/licenses/by-sa/4.0" });
    }
  });

  it("says why a file cannot be used, and fails within its deadline when Commons hangs", async () => {
    expect(await commonsFile("File:Fake_private_photo_no_commercial.jpg")).toEqual({ status: "refused", licenceName: "CC BY-NC 4.0" });
    expect(await commonsFile("File:No_such_file.jpg")).toEqual({ status: "missing" });
    await fakes.scenario("commons", "hang");
    await expect(searchCommons({ kind: "name", name: "Hakone" })).rejects.toMatchObject({ kind: "timeout" });
    await fakes.scenario("commons", "garbage");
    await expect(searchCommons({ kind: "name", name: "Hakone" })).rejects.toBeInstanceOf(CommonsError);
  });
});

describe("importing a Commons photo", () => {
  it("lists a destination's candidates, stores the chosen one with its credit and makes it the hero", async () => {
    const hakone = await db.destination.findUniqueOrThrow({ where: { slug: "hakone" } });
    const candidates = await findDestinationPhotos(hakone.id);
    expect(candidates.map((c) => c.title)).toEqual(["File:Fake_onsen_street_at_dusk.jpg", "File:Fake_lake_in_the_morning.jpg", "File:Fake_old_temple_gate.jpg"]);

    const { id, url } = await importCommonsPhoto({ title: "File:Fake_onsen_street_at_dusk.jpg", destinationId: hakone.id });
    expect(url).toBe(`/api/images/${id}`);
    const stored = await db.storedImage.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ mimeType: "image/jpeg", width: 320, height: 200, creditSource: "commons", creditAuthor: "Hanako Yamada", licence: "CC BY-SA 4.0", licenceUrl: "https://creativecommons.org/licenses/by-sa/4.0", sourceUrl: "https://commons.wikimedia.org/wiki/File:Fake_onsen_street_at_dusk.jpg" });
    const page = await loadDestination("hakone");
    expect(page?.heroImageUrl).toBe(url);
    expect(page?.heroCredit).toMatchObject({ author: "Hanako Yamada", licence: "CC BY-SA 4.0", sourceUrl: stored.sourceUrl });
  });

  it("refuses a file whose licence forbids reuse, and stores nothing", async () => {
    const kyoto = await db.destination.findFirstOrThrow({ where: { status: "active" }, orderBy: { slug: "desc" } });
    const before = await db.storedImage.count();
    await expect(importCommonsPhoto({ title: "File:Fake_private_photo_no_commercial.jpg", destinationId: kyoto.id })).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
    expect(await db.storedImage.count()).toBe(before);
    expect((await db.destination.findUniqueOrThrow({ where: { id: kyoto.id } })).heroImageUrl).toBe(kyoto.heroImageUrl);
  });
});
