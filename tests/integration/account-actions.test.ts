// The traveller's account actions through the real action client and database sessions: only the
// signed-in traveller acts, on their own account, with validated input.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db";
import { createSession, createUser } from "./support/auth-fixtures";
import { resetRequest, SESSION_COOKIE, setCookie } from "./support/request-context";

vi.mock("next/headers", async () => (await import("./support/request-context")).nextHeadersMock);
vi.mock("next-intl/server", async () => (await import("./support/request-context")).nextIntlServerMock);

process.env.AUTH_SECRET = "integration-secret-0123456789abcdef";
process.env.AUTH_URL = "http://localhost:3000";

const actions = () => import("@/features/account/actions");

async function signedIn(email: string, role: "user" | "admin" = "user") {
  const user = await createUser({ email, role, name: "Before" });
  const token = await createSession(user.id);
  resetRequest();
  setCookie(SESSION_COOKIE, token);
  return user;
}

beforeEach(() => resetRequest());

describe("account actions", () => {
  it("refuse guests", async () => {
    const { renameProfile, signOutEverywhere, deleteAccount } = await actions();
    for (const result of [await renameProfile({ name: "X" }), await signOutEverywhere({}), await deleteAccount({ confirmEmail: "a@b.c" })]) {
      expect(result).toMatchObject({ ok: false, code: "UNAUTHORIZED" });
    }
  });

  it("rename validates and trims the name", async () => {
    const user = await signedIn("rename@example.com");
    const { renameProfile } = await actions();
    expect(await renameProfile({ name: "   " })).toMatchObject({ ok: false, fieldErrors: { name: ["profile.errors.nameRequired"] } });
    expect(await renameProfile({ name: "x".repeat(51) })).toMatchObject({ ok: false, fieldErrors: { name: ["profile.errors.nameTooLong"] } });
    expect(await renameProfile({ name: "<script>" })).toMatchObject({ ok: false, fieldErrors: { name: ["profile.errors.nameInvalid"] } });
    expect(await renameProfile({ name: "  山田 花子 " })).toEqual({ ok: true, data: { name: "山田 花子" } });
    const db = await getDb();
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).name).toBe("山田 花子");
  });

  it("signing out everywhere removes only this traveller's sessions", async () => {
    const other = await createUser({ email: "bystander@example.com" });
    await createSession(other.id);
    const user = await signedIn("everywhere@example.com");
    await createSession(user.id);
    const { signOutEverywhere } = await actions();
    expect(await signOutEverywhere({})).toEqual({ ok: true, data: { ended: 2 } });
    const db = await getDb();
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.session.count({ where: { userId: other.id } })).toBe(1);
  });

  it("deleting needs the account's own e-mail and never deletes an administrator", async () => {
    const db = await getDb();
    const admin = await signedIn("admin-self@example.com", "admin");
    const { deleteAccount } = await actions();
    expect(await deleteAccount({ confirmEmail: "admin-self@example.com" })).toMatchObject({ ok: false, code: "FORBIDDEN" });
    expect(await db.user.count({ where: { id: admin.id } })).toBe(1);

    const user = await signedIn("leaving@example.com");
    expect(await deleteAccount({ confirmEmail: "someone@example.com" })).toMatchObject({
      ok: false,
      message: "入力したメールアドレスがアカウントと一致しません",
    });
    expect(await db.user.count({ where: { id: user.id } })).toBe(1);
    expect(await deleteAccount({ confirmEmail: "LEAVING@example.com" })).toEqual({ ok: true, data: { deleted: true } });
    expect(await db.user.count({ where: { id: user.id } })).toBe(0);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
  });
});
