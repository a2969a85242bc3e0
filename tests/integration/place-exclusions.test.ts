// Places left out of the draw: a guest's list travels with each draw; a signed-in traveller's lives
// in the account (through the real action client and database sessions) and a guest's list is
// merged into it at sign-in. The draw never picks them, the pool line counts them, the sheet says why.
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { poolOdds } from "@/features/proposal/odds";
import { addDays, japanToday } from "@/lib/japan-time";
import { createSession, createUser } from "./support/auth-fixtures";
import { resetRequest, SESSION_COOKIE, setCookie } from "./support/request-context";
import { draw, drawAll, input } from "./proposal-helpers";

vi.mock("next/headers", async () => (await import("./support/request-context")).nextHeadersMock);
vi.mock("next-intl/server", async () => (await import("./support/request-context")).nextIntlServerMock);

process.env.AUTH_SECRET = "integration-secret-0123456789abcdef";
process.env.AUTH_URL = "http://localhost:3000";

const actions = () => import("@/features/exclusions/actions");
const OSAKA = { label: "大阪駅", stationId: "osaka", latitude: 34.7025, longitude: 135.4959 };
const question = { moods: ["fire" as const], departure: OSAKA, checkIn: addDays(japanToday(), 14), checkOut: addDays(japanToday(), 15) };

async function signedIn(email: string) {
  const user = await createUser({ email, role: "user", name: "Traveller" });
  const token = await createSession(user.id);
  resetRequest();
  setCookie(SESSION_COOKIE, token);
  return user;
}

beforeEach(() => resetRequest());

describe("a guest's places left out", () => {
  it("are never drawn, are counted on the pool line, and the sheet says why", async () => {
    const all = await drawAll(question);
    expect(all.first.pool.total).toBeGreaterThan(2);
    const odds = await poolOdds(input(question), null, "ja");
    const exclude = odds.entries.slice(0, 2).map((e) => e.id);
    const visitor = randomUUID();
    const seen = new Set<string>();
    for (let i = 0; i < all.first.pool.total - 2; i++) {
      const result = await draw({ ...question, exclude }, visitor);
      expect(exclude).not.toContain(result.proposal.id);
      expect(result.pool).toMatchObject({ total: all.first.pool.total - 2, excluded: 2 });
      seen.add(result.proposal.id);
    }
    expect(seen.size).toBe(all.first.pool.total - 2);
    const sheet = await poolOdds(input({ ...question, exclude }), visitor, "en");
    expect(sheet.leftOut.filter((l) => l.reason === "excluded").map((l) => l.id).sort()).toEqual([...exclude].sort());
  });

  it("leaving out every place is said so, not drawn anyway", async () => {
    const odds = await poolOdds(input(question), null, "ja");
    await expect(draw({ ...question, exclude: odds.entries.map((e) => e.id) }, randomUUID())).rejects.toMatchObject({ code: "ALL_EXCLUDED" });
  });
});

describe("a signed-in traveller's places left out", () => {
  it("live in the account: added, listed with names, undone; guests are refused", async () => {
    const { excludePlace, includePlace, mergePlaces } = await actions();
    const odds = await poolOdds(input(question), null, "ja");
    const [a, b] = odds.entries;
    expect(await excludePlace({ destinationId: a!.id, kind: "never" })).toMatchObject({ ok: false, code: "UNAUTHORIZED" });

    await signedIn("places@example.com");
    expect(await excludePlace({ destinationId: a!.id, kind: "never" })).toMatchObject({ ok: true });
    expect(await excludePlace({ destinationId: b!.id, kind: "been" })).toMatchObject({ ok: true });
    const listed = await mergePlaces({ items: [] });
    expect(listed.ok && listed.data.items.map((i) => [i.id, i.kind]).sort()).toEqual([[a!.id, "never"], [b!.id, "been"]].sort());
    expect(listed.ok && listed.data.items.find((i) => i.id === a!.id)!.name).toBe(a!.name);

    const undone = await includePlace({ destinationId: a!.id });
    expect(undone.ok && undone.data.items.map((i) => i.id)).toEqual([b!.id]);
    expect(await excludePlace({ destinationId: "not-a-uuid", kind: "never" })).toMatchObject({ ok: false });
  });

  it("a guest's list is merged in at sign-in; the account keeps its own kind where both have a place", async () => {
    const { excludePlace, mergePlaces } = await actions();
    const odds = await poolOdds(input(question), null, "ja");
    const [a, b, c] = odds.entries;
    await signedIn("merge@example.com");
    await excludePlace({ destinationId: a!.id, kind: "been" });
    const merged = await mergePlaces({
      items: [
        { destinationId: a!.id, kind: "never" },
        { destinationId: b!.id, kind: "never" },
        { destinationId: c!.id, kind: "been" },
        // A place not in the catalogue is dropped.
        { destinationId: randomUUID(), kind: "never" },
      ],
    });
    expect(merged.ok).toBe(true);
    const kinds = Object.fromEntries(merged.ok ? merged.data.items.map((i) => [i.id, i.kind]) : []);
    expect(kinds).toEqual({ [a!.id]: "been", [b!.id]: "never", [c!.id]: "been" });
  });
});
