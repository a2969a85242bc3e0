import { randomBytes } from "node:crypto";
import { SESSION_MAX_AGE_S } from "@/features/auth/auth";
import { hashPassword } from "@/features/auth/password";
import { getDb } from "@/lib/db";

export async function createUser(input: { email: string; name?: string; role?: "user" | "admin"; password?: string }) {
  const db = await getDb();
  return db.user.create({
    data: {
      email: input.email.toLowerCase(),
      name: input.name ?? input.email.split("@")[0],
      role: input.role ?? "user",
      passwordHash: input.password ? await hashPassword(input.password) : null,
    },
  });
}

/**
 * A live database session for the user, as fresh as one made at sign-in (so reading it does not
 * extend it); its token is what the session cookie carries.
 */
export async function createSession(userId: string): Promise<string> {
  const db = await getDb();
  const sessionToken = randomBytes(24).toString("base64url");
  await db.session.create({ data: { sessionToken, userId, expires: new Date(Date.now() + SESSION_MAX_AGE_S * 1000) } });
  return sessionToken;
}

/** A fingerprint of every table's contents: equal fingerprints mean nothing changed. */
export async function databaseFingerprint(): Promise<Record<string, string>> {
  const db = await getDb();
  const tables = await db.$queryRawUnsafe<{ tablename: string }[]>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT LIKE '\\_prisma%' ORDER BY tablename`,
  );
  const out: Record<string, string> = {};
  for (const { tablename } of tables) {
    const rows = await db.$queryRawUnsafe<{ digest: string | null; n: bigint }[]>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest, count(*) AS n FROM "${tablename}" t`,
    );
    out[tablename] = `${rows[0].n}:${rows[0].digest}`;
  }
  return out;
}
