// npm run bench:web — what a phone sees: Lighthouse (its default mobile emulation and simulated
// throttling) on the main pages in Japanese and English, each audited BENCH_WEB_RUNS times (3);
// the table shows the median of each figure next to its goal, the JSON in bench-results/ keeps
// every run. Builds the app (into .next-benchweb, when sources changed) with APP_URL set to the
// origin it is then served from — destination pages are prerendered with their canonical URLs, so
// another origin would fail the SEO audit — and serves it with server/index.mjs on a fresh
// PostgreSQL database (migrated and seeded), as npm run bench does.
// BENCH_WEB_PAGES=/destinations/hakone,/en/magic-question audits those paths instead (as written;
// `:slug` stands for the first active stay's slug). BENCH_WEB_URL=http://localhost:3200 audits a server
// that is already running (its stay id is read from DATABASE_URL, its database). BENCH_WEB_PORT,
// CHROME_PATH (/usr/bin/chromium), BENCH_STRICT=1 (exit 1 when a goal is missed).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import pg from "pg";
import { benchEnvironment, saveBenchResults, stopServer } from "./lib/bench-env.mjs";
import { sourceFingerprint } from "./lib/fingerprint.mjs";

const root = process.cwd();
const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS || 3));
const external = process.env.BENCH_WEB_URL ? new URL(process.env.BENCH_WEB_URL).origin : null;
// localhost, as the end-to-end tests use: served as 127.0.0.1, the unprefixed (Japanese) pages
// answer with a redirect to themselves (the locale rewrite names localhost).
const base = external ?? `http://localhost:${process.env.BENCH_WEB_PORT || "3191"}`;
const adminUrl = process.env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
const distDir = ".next-benchweb";
const { dbName, dbUrl, env } = benchEnvironment({ prefix: "tg_benchweb", distDir, base, adminUrl, ownDatabase: !external });

// Japanese pages are unprefixed, English ones under /en.
const PATHS = ["/", "/magic-question", "/proposal?moods=ocean", "/destinations/hakone", "/accommodation/:slug", "/travel-hub"];
const DEFAULT_PAGES = [...PATHS, ...PATHS.map((p) => (p === "/" ? "/en" : `/en${p}`))];

// Goals per column; `ok` decides whether a median gets its ✗.
const KB = 1024; // KiB, as Lighthouse's own report counts them
const COLUMNS = [
  { key: "performance", head: "perf ≥95", ok: (v) => v >= 95, digits: 0 },
  { key: "accessibility", head: "a11y ≥95", ok: (v) => v >= 95, digits: 0 },
  { key: "bestPractices", head: "best pr. 100", ok: (v) => v >= 100, digits: 0 },
  { key: "seo", head: "SEO 100", ok: (v) => v >= 100, digits: 0 },
  { key: "lcpMs", head: "LCP ms ≤2000", ok: (v) => v <= 2000, digits: 0 },
  { key: "tbtMs", head: "TBT ms ≤150", ok: (v) => v <= 150, digits: 0 },
  { key: "cls", head: "CLS ≤0.05", ok: (v) => v <= 0.05, digits: 3 },
  { key: "renderBlockingCssKb", head: "blocking CSS kB ≤40", ok: (v) => v <= 40, digits: 1 },
  { key: "fontKb", head: "fonts kB ≤100", ok: (v) => v <= 100, digits: 1 },
  { key: "jsKb", head: "JS kB ≤150", ok: (v) => v <= 150, digits: 1 },
  { key: "totalKb", head: "total kB", ok: () => true, digits: 1 },
];

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
}

async function query(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** Builds when the sources (or the origin baked into the build) changed since the last build. */
function buildIfStale() {
  const stamp = path.join(root, distDir, "source-fingerprint");
  const current = `${sourceFingerprint(root)} ${base}`;
  if (existsSync(path.join(root, distDir, "BUILD_ID")) && existsSync(stamp) && readFileSync(stamp, "utf8") === current) return;
  console.log(`Building the app for ${base}...`);
  // next build adds include lines for its dist dir to tsconfig.json; they belong to no one's change.
  const tsconfig = readFileSync("tsconfig.json", "utf8");
  try {
    run("npm", ["run", "build"]);
  } finally {
    const after = readFileSync("tsconfig.json", "utf8");
    const withoutInclude = (text) => JSON.stringify({ ...JSON.parse(text), include: null });
    if (after !== tsconfig && withoutInclude(after) === withoutInclude(tsconfig)) writeFileSync("tsconfig.json", tsconfig);
  }
  writeFileSync(stamp, current);
}

/** One Lighthouse navigation in a fresh Chrome, boiled down to the figures we track. */
async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const { categories, audits, finalDisplayedUrl, runWarnings, environment, runtimeError } = result.lhr;
    if (runtimeError) return { finalUrl: finalDisplayedUrl, error: `${runtimeError.code}: ${runtimeError.message}`, warnings: runWarnings };
    const requests = audits["network-requests"].details?.items ?? [];
    const bytes = (items) => items.reduce((sum, r) => sum + (r.transferSize || 0), 0) / KB;
    const ofType = (type) => requests.filter((r) => r.resourceType === type);
    // Render-blocking CSS: the stylesheets in the render-blocking-resources audit, i.e. the ones
    // Chrome itself marked as blocking the first paint (from the trace). Counting every
    // High/VeryHigh stylesheet instead would add CSS fetched after the page is up (a client-side
    // navigation's preloaded CSS gets VeryHigh too). The audit skips requests that cost < 50 ms,
    // which cannot happen under the mobile throttling: each request costs a 150 ms round trip.
    const cssUrls = new Set(ofType("Stylesheet").map((r) => r.url));
    const blocking = audits["render-blocking-resources"];
    const blockingCss = (blocking.details?.items ?? []).filter((r) => cssUrls.has(r.url));
    const score = (id) => (categories[id]?.score == null ? NaN : Math.round(categories[id].score * 100));
    return {
      finalUrl: finalDisplayedUrl,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: audits["largest-contentful-paint"].numericValue ?? NaN,
      lcpElement: audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      tbtMs: audits["total-blocking-time"].numericValue ?? NaN,
      cls: audits["cumulative-layout-shift"].numericValue ?? NaN,
      renderBlockingCssKb: blocking.errorMessage ? NaN : blockingCss.reduce((sum, r) => sum + (r.totalBytes || 0), 0) / KB,
      fontKb: bytes(ofType("Font")),
      jsKb: bytes(ofType("Script")),
      totalKb: bytes(requests),
      // What keeps accessibility, best practices or SEO below 100 (performance has its columns).
      failedAudits: ["accessibility", "best-practices", "seo"]
        .flatMap((id) => categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
        .map(({ id }) => ({
          id,
          explanation: audits[id].explanation || audits[id].displayValue || "",
          items: (audits[id].details?.items ?? []).slice(0, 5).map((i) => i.description || i.node?.snippet || i.url || ""),
        })),
      warnings: runWarnings,
      benchmarkIndex: environment.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}

function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function table(rows) {
  const relative = (u) => (u?.startsWith(base) ? u.slice(base.length) || "/" : u);
  const lines = [["page", "final URL", ...COLUMNS.map((c) => c.head)]];
  for (const { page, finalUrls, medians } of rows) {
    const cells = COLUMNS.map((c) => {
      const v = medians[c.key];
      if (!Number.isFinite(v)) return "— ✗";
      return `${v.toFixed(c.digits)}${c.ok(v) ? "" : " ✗"}`;
    });
    lines.push([page, finalUrls.map(relative).join(" / "), ...cells]);
  }
  const md = (cells) => `| ${cells.join(" | ")} |`;
  return [md(lines[0]), md(lines[0].map(() => "---")), ...lines.slice(1).map(md)].join("\n");
}

/** The system's CJK font families (fontconfig) that the pages' font stacks name before their web fonts. */
function cjkSystemFonts() {
  const r = spawnSync("fc-list", [":lang=ja", "family"], { encoding: "utf8" });
  if (r.status !== 0) return [];
  return [...new Set(r.stdout.split("\n").map((l) => l.split(",")[0].trim()).filter((f) => /^(?:Noto Sans CJK (?:JP|KR|SC)|Noto Sans (?:JP|KR|SC)|Hiragino .+)$/.test(f)))].sort();
}

let server;
let status = 1;
const started = Date.now();
try {
  let pages = process.env.BENCH_WEB_PAGES ? process.env.BENCH_WEB_PAGES.split(",").map((p) => p.trim()).filter(Boolean) : DEFAULT_PAGES;
  if (!external) {
    await query(adminUrl, `CREATE DATABASE "${dbName}"`);
    run("npx", ["--no-install", "tsx", "scripts/db/prepare.ts"]);
    buildIfStale();
    // Another server on the port would be audited instead of this build: refuse to start.
    if (await fetch(`${base}/`).then(() => true, () => false)) throw new Error(`${base} is already in use; set BENCH_WEB_PORT`);
    const port = new URL(base).port;
    server = spawn(process.execPath, ["server/index.mjs"], { env: { ...env, PORT: port }, stdio: ["ignore", "ignore", "inherit"], detached: true });
    const exited = new Promise((_, reject) => server.once("exit", (code) => reject(new Error(`the server exited (${code})`))));
    exited.catch(() => undefined);
    await Promise.race([waitFor(`${base}/api/health`, 120_000), exited]);
  }
  if (pages.some((p) => p.includes(":slug"))) {
    // Seeded ids are stable, so the first by id is the same stay on every fresh database; its page is at its slug.
    const rows = await query(dbUrl, "SELECT slug FROM accommodations WHERE status = 'active' ORDER BY id LIMIT 1").catch((e) => {
      console.warn(`No stay from the database (${e.message}); skipping /accommodation/:slug`);
      return [];
    });
    pages = rows.length ? pages.map((p) => p.replace(":slug", rows[0].slug)) : pages.filter((p) => !p.includes(":slug"));
  }
  // The first request of a page fills the server's caches; Lighthouse should see the steady state.
  for (const page of pages) await fetch(base + page).catch(() => undefined);

  const perRun = Object.fromEntries(pages.map((p) => [p, []]));
  for (let i = 1; i <= runs; i++) {
    for (const page of pages) {
      console.log(`run ${i}/${runs}: ${page}`);
      perRun[page].push(await audit(base + page));
    }
  }
  const rows = pages.map((page) => ({
    page,
    finalUrls: [...new Set(perRun[page].map((r) => r.finalUrl))],
    medians: Object.fromEntries(COLUMNS.map((c) => [c.key, median(perRun[page].map((r) => r[c.key]))])),
  }));
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const cjk = cjkSystemFonts();
  console.log(`\nLighthouse ${runs} run(s) per page, medians, against ${base} (${minutes} min):\n\n${table(rows)}\n`);
  console.log(
    cjk.length
      ? `CJK system fonts in the audit browser: ${cjk.join(", ")} (as a phone sold in Japan, Korea or China has): the pages use them and download no web font.`
      : "No CJK system font in the audit browser (apt-get install fonts-noto-cjk): the ja pages download Noto Sans JP subsets, which a phone sold in Japan would not.",
  );
  for (const page of pages) {
    for (const r of perRun[page]) if (r.error) console.log(`· ${page}: a run failed, ${r.error}`);
    const failed = [...new Set(perRun[page].flatMap((r) => (r.failedAudits ?? []).map((a) => a.id)))];
    if (failed.length) console.log(`· ${page}: failing audits ${failed.join(", ")}`);
  }

  saveBenchResults(root, "web", { base, runs, minutes: Number(minutes), cjkSystemFonts: cjk, goals: COLUMNS.map((c) => c.head), rows, perRun });
  const allMet = rows.every((r) => COLUMNS.every((c) => c.ok(r.medians[c.key])));
  status = allMet || process.env.BENCH_STRICT !== "1" ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stopServer(server);
  if (!external) await query(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
}
process.exit(status);
