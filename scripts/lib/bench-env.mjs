// What both benchmarks (bench.mjs, bench-web.mjs) run the app with: a database of their own on the
// PostgreSQL server, their own build directory, the served origin as APP_URL (pages built ahead
// carry it) and no outside services.
import { randomBytes } from "node:crypto";

/**
 * @param {{ prefix: string, distDir: string, base: string, adminUrl: string, ownDatabase?: boolean }} options
 */
export function benchEnvironment({ prefix, distDir, base, adminUrl, ownDatabase = true }) {
  const dbName = `${prefix}_${randomBytes(4).toString("hex")}`;
  const dbUrl = ownDatabase ? Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString() : adminUrl;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: distDir,
    DATABASE_URL: dbUrl,
    APP_URL: base,
    AUTH_SECRET: process.env.AUTH_SECRET || "bench-secret-0123456789abcdef0123456789",
    OFFLINE: "1",
    LOG_LEVEL: "error",
  };
  return { dbName, dbUrl, env };
}
