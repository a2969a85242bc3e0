import type { PrismaClient } from "../../generated/prisma/client";

export const ADMIN_PASSWORD_MIN = 8;

/**
 * Creates an administrator, or makes an existing user (same e-mail) one, with an argon2id hash of
 * the password. Used by start-up seeding and by `npm run admin:create`.
 */
export async function upsertAdmin(db: PrismaClient, input: { email: string; password: string; name?: string }): Promise<{ email: string; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  if (input.password.length < ADMIN_PASSWORD_MIN) throw new Error(`The password must be at least ${ADMIN_PASSWORD_MIN} characters.`);
  const { hash } = await import("@node-rs/argon2");
  const passwordHash = await hash(input.password, { algorithm: 2 /* argon2id */ });
  const existing = await db.user.findUnique({ where: { email }, select: { id: true } });
  await db.user.upsert({
    where: { email },
    create: { email, name: input.name ?? "Administrator", role: "admin", passwordHash },
    update: { role: "admin", passwordHash, ...(input.name ? { name: input.name } : {}) },
  });
  return { email, created: !existing };
}

/**
 * Creates or updates the administrator named by ADMIN_EMAIL / ADMIN_PASSWORD (embedded demo).
 * Returns the e-mail when one was set up.
 */
export async function seedAdminFromEnv(db: PrismaClient, env: NodeJS.ProcessEnv = process.env): Promise<string | null> {
  const email = env.ADMIN_EMAIL?.trim().toLowerCase();
  const password = env.ADMIN_PASSWORD;
  if (!email || !password) return null;
  return (await upsertAdmin(db, { email, password })).email;
}
