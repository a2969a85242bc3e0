// npm start: prepare the database (PGlite under .data/ unless DATABASE_URL is set), build the app
// when the sources changed since the last build, then serve it on http://localhost:3000.
import { spawnSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sourceFingerprint } from "./lib/fingerprint.mjs";

const root = process.cwd();
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const distDir = env.NEXT_DIST_DIR || ".next";

function run(cmd, args, extraEnv = {}) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// A local secret for the embedded demo, created once and kept with the database.
if (!env.AUTH_SECRET) {
  mkdirSync(path.join(root, ".data"), { recursive: true });
  const file = path.join(root, ".data", "auth-secret");
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  env.AUTH_SECRET = readFileSync(file, "utf8").trim();
}
// Embedded demo: an administrator for the back office unless one is configured.
if (!env.DATABASE_URL && !env.ADMIN_EMAIL) {
  env.ADMIN_EMAIL = "admin@tabigacha.example";
  env.ADMIN_PASSWORD ??= "tabigacha-admin";
}

run("npx", ["--no-install", "tsx", "scripts/db/prepare.ts"]);

const port = env.PORT || "3000";
// The embedded demo answers on localhost; a deployment sets APP_URL to its public address. Pages
// built ahead carry it (canonical and language links), so a different address means a new build.
env.APP_URL ??= `http://localhost:${port}`;

const stampFile = path.join(root, distDir, "source-fingerprint");
const current = `${sourceFingerprint(root)} ${env.APP_URL}`;
const built = existsSync(path.join(root, distDir, "BUILD_ID")) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === current;
if (!built) {
  console.log("Building the app (first start or sources changed)...");
  run("npm", ["run", "build"], { NODE_ENV: "production" });
  writeFileSync(stampFile, current);
}

const server = spawn(process.execPath, ["server/index.mjs"], { stdio: "inherit", env: { ...env, NODE_ENV: "production", PORT: port } });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.kill(sig));
server.on("exit", (code) => process.exit(code ?? 0));
