// npm run admin:create -- --email owner@example.com [--password '…'] [--name 'Owner']
// Creates an administrator who signs in at /admin/login (or promotes the user with that e-mail).
// Without --password a strong one is generated and printed once. With the embedded database,
// stop the app first: PGlite allows one process at a time.
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { z } from "zod";
import { createDbClient } from "../lib/db/create-client";
import { ADMIN_PASSWORD_MIN, upsertAdmin } from "../prisma/seed/admin";

const usage = "Usage: npm run admin:create -- --email <address> [--password <password>] [--name <name>]";

async function main() {
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" }, help: { type: "boolean", short: "h" } },
    strict: true,
  });
  if (values.help) return void console.log(usage);
  const email = z.email().safeParse(values.email?.trim());
  if (!email.success) throw new Error(`A valid --email is required.\n${usage}`);
  const generated = !values.password;
  const password = values.password ?? randomBytes(18).toString("base64url");
  if (password.length < ADMIN_PASSWORD_MIN) throw new Error(`The password must be at least ${ADMIN_PASSWORD_MIN} characters.`);

  const { db, close } = await createDbClient({ poolSize: 1 });
  try {
    const result = await upsertAdmin(db, { email: email.data, password, name: values.name });
    console.log(`${result.created ? "Created" : "Updated"} administrator ${result.email}.`);
    if (generated) console.log(`Password (shown once): ${password}`);
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
