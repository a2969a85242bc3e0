// npm run test:e2e — Playwright against the app's server (server/index.mjs) on a fresh, migrated and seeded PostgreSQL
// database, with every outside service pointed at the local fakes (tests/fakes).
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { sourceFingerprint } from "./lib/fingerprint.mjs";

const root = process.cwd();
const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
const dbName = `tg_e2e_${randomBytes(4).toString("hex")}`;
const dbUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const port = process.env.E2E_PORT || "3100";
const fakesPort = process.env.FAKES_PORT || "4010";
const fakes = `http://127.0.0.1:${fakesPort}`;
// Parallel runs (other ports) build into their own directory.
const distDir = process.env.E2E_DIST_DIR || ".next-e2e";

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  NEXT_DIST_DIR: distDir,
  DATABASE_URL: dbUrl,
  APP_URL: `http://localhost:${port}`,
  AUTH_URL: `http://localhost:${port}`,
  AUTH_TRUST_HOST: "true",
  AUTH_SECRET: "e2e-secret-0123456789abcdef0123456789",
  ADMIN_EMAIL: "admin@tabigacha.example",
  ADMIN_PASSWORD: "e2e-admin-password",
  ADMIN_EMAILS: "owner@tabigacha.example",
  // Google sign-in against the local OpenID provider in the fakes server (tests/fakes/services/google-oidc.ts).
  AUTH_GOOGLE_ID: "e2e-google-client",
  AUTH_GOOGLE_SECRET: "e2e-google-secret",
  AUTH_GOOGLE_ISSUER: `${fakes}/google`,
  SUPPORT_EMAIL: "help@tabigacha.example",
  JOBS_TOKEN: "e2e-jobs-token-0123456789",
  // Every test's browser draws from 127.0.0.1: one address standing for hundreds of travellers in a
  // few minutes. The limit itself (120 a minute by default) is tested in
  // tests/integration/proposal-limits.test.ts.
  PROPOSAL_RATE_LIMIT: process.env.PROPOSAL_RATE_LIMIT || "2000",
  OPENAI_API_KEY: "test-key",
  OPENAI_BASE_URL: `${fakes}/openai/v1`,
  GOOGLE_MAPS_API_KEY: "test-maps-key",
  GOOGLE_MAPS_BASE_URL: `${fakes}/maps`,
  GSI_BASE_URL: `${fakes}/gsi`,
  GSI_SEARCH_BASE_URL: `${fakes}/msearch`,
  NOMINATIM_BASE_URL: `${fakes}/nominatim`,
  OVERPASS_BASE_URL: `${fakes}/overpass`,
  RAKUTEN_BASE_URL: `${fakes}/rakuten`,
  COMMONS_BASE_URL: `${fakes}/commons`,
  RAKUTEN_APP_ID: "e2e-rakuten-app",
  RAKUTEN_AFFILIATE_ID: "e2e-rakuten-affiliate",
  // The tests stand in for a proxy in front of the app: each browser context sends its own
  // X-Forwarded-For so that per-address limits see different visitors.
  TRUSTED_PROXIES: "127.0.0.1,::1",
  E2E_PORT: port,
  FAKES_PORT: fakesPort,
};

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env, ...opts });
  return r.status ?? 1;
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let status = 1;
try {
  await admin(`CREATE DATABASE "${dbName}"`);
  if (run("npx", ["--no-install", "tsx", "scripts/db/prepare.ts"]) !== 0) throw new Error("database preparation failed");

  const stamp = path.join(root, distDir, "source-fingerprint");
  const current = sourceFingerprint(root);
  const fresh = existsSync(path.join(root, distDir, "BUILD_ID")) && existsSync(stamp) && readFileSync(stamp, "utf8") === current;
  if (!fresh) {
    console.log("Building the app for the end-to-end tests...");
    if (run("npm", ["run", "build"], { env: { ...env, NODE_ENV: "production" } }) !== 0) throw new Error("build failed");
    writeFileSync(stamp, current);
  }
  status = run("npx", ["--no-install", "playwright", "test", ...process.argv.slice(2)]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
}
process.exit(status);
