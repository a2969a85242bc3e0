// A release's catalogue meets a database the back office has worked on (docs/decisions/0020): the
// seed brings new destinations and the catalogue's changes to untouched fields, keeps what an
// administrator edited (and lists it when the catalogue changed the same field), and does not bring
// back what an administrator deleted.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("@/features/auth/actor", () => ({ getActor: vi.fn() }));
vi.mock("next-intl/server", () => import("../support/next-intl-server"));

import { flatten } from "@/data/catalogue";
import type { Catalogue } from "@/data/catalogue/validate";
import { getAccommodationForForm, updateAccommodation } from "@/features/admin/accommodations/service";
import { accommodationFieldsSchema } from "@/features/admin/accommodations/schemas";
import { updateDestination } from "@/features/admin/destinations/service";
import { destinationFormValues } from "@/features/admin/destinations/components/form-values";
import { destinationFieldsSchema } from "@/features/admin/destinations/schemas";
import { deleteHint } from "@/features/admin/hints/service";
import { getActor } from "@/features/auth/server";
import { getDb, type Db } from "@/lib/db";
import { repositoryCatalogue, seedCatalogue } from "@/prisma/seed";
import * as repository from "@/data/catalogue";
import { ADMIN } from "../support/actors";

let db: Db;
beforeAll(async () => {
  db = await getDb();
});
beforeEach(() => {
  vi.mocked(getActor).mockResolvedValue(ADMIN);
});

/** The repository's catalogue plus one more destination (a copy of Hakone's file under new slugs), and `change` applied. */
function nextRelease(change: (c: Catalogue) => void): Catalogue {
  const file = structuredClone(repository.destinationFiles.find((f) => f.destination.slug === "hakone")!);
  file.destination.slug = "hakone-sengokuhara-release-test";
  file.destination.name.en = "Sengokuhara (release test)";
  file.stations = [];
  file.routes = [];
  file.stays = file.stays.map((s) => ({ ...s, slug: `release-test-${s.slug}` }));
  const added = flatten([file]);
  const c = structuredClone(repositoryCatalogue());
  c.destinations.push(...added.destinations);
  c.stays.push(...added.stays);
  c.hints.push(...added.hints);
  c.spots.push(...added.spots);
  change(c);
  return c;
}

describe("a release's catalogue on a database the back office has edited", () => {
  it("adds the new destination, brings untouched changes, keeps the edits and lists the clashes", async () => {
    const hakone = await db.destination.findUniqueOrThrow({ where: { slug: "hakone" } });
    const stay = await db.accommodation.findFirstOrThrow({ where: { destinationId: hakone.id }, orderBy: { slug: "asc" } });

    // An administrator rewrites Hakone's English description and renames a stay in English.
    const values = destinationFormValues(hakone);
    const fields = destinationFieldsSchema.parse({ ...values, description: { ...values.description, en: "Edited in the back office." } });
    await updateDestination(hakone.id, fields);
    const form = (await getAccommodationForForm(stay.id))!.fields;
    await updateAccommodation(stay.id, accommodationFieldsSchema.parse({ ...form, name: { ...form.name, en: "Renamed by an editor" } }));
    // …and deletes one of Hakone's tips.
    const tip = await db.adventureHint.findFirstOrThrow({ where: { destinationId: hakone.id }, orderBy: { displayOrder: "desc" } });
    await deleteHint(tip.id);

    // The release changes Hakone's description (edited above) and its pitch (untouched), and the stay's English name.
    const release = nextRelease((c) => {
      const d = c.destinations.find((x) => x.slug === "hakone")!;
      d.description.en = "The release's new description.";
      d.pitch.en = "The release's new pitch.";
      c.stays.find((s) => s.slug === stay.slug)!.name.en = "The release's new name";
    });
    const summary = await seedCatalogue(db, release);

    const added = await db.destination.findUnique({ where: { slug: "hakone-sengokuhara-release-test" }, include: { _count: { select: { accommodations: true, hints: true, spots: true } } } });
    expect(added?.nameEn).toBe("Sengokuhara (release test)");
    const copied = repository.destinationFiles.find((f) => f.destination.slug === "hakone")!;
    expect(added?._count).toEqual({ accommodations: copied.stays.length, hints: 6, spots: copied.spots.length });

    const after = await db.destination.findUniqueOrThrow({ where: { slug: "hakone" } });
    expect(after.descriptionEn).toBe("Edited in the back office.");
    expect((after.pitch as Record<string, string>).en).toBe("The release's new pitch.");
    const stayAfter = await db.accommodation.findUniqueOrThrow({ where: { id: stay.id } });
    expect(stayAfter.nameEn).toBe("Renamed by an editor");
    expect(await db.adventureHint.findUnique({ where: { id: tip.id } })).toBeNull();

    expect(summary.conflicts).toEqual(
      expect.arrayContaining([
        { entity: "destinations", id: hakone.id, label: "hakone", field: "descriptionEn" },
        { entity: "accommodations", id: stay.id, label: stay.slug, field: "nameEn" },
      ]),
    );
    expect(summary.conflicts.find((c) => c.field === "pitch")).toBeUndefined();
    expect(summary.deleted).toBeGreaterThanOrEqual(1);

    // The same release again: nothing to do.
    expect((await seedCatalogue(db, release)).unchanged).toBe(true);
  });
});
