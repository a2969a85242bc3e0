import "server-only";
import { z } from "zod";

// All configuration, parsed once. Secrets are read only here, on the server.
const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const opt = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** The public address; every absolute URL the app makes starts with it (lib/public-origin.ts). */
  APP_URL: opt(z.url().refine((v) => /^https?:\/\//.test(v), "must start with http:// or https://")),
  DATABASE_URL: opt(z.string().regex(/^postgres(ql)?:\/\//, "must start with postgresql://")),
  PGLITE_DATA_DIR: opt(z.string()),

  AUTH_SECRET: opt(z.string().min(16, "must be at least 16 characters")),
  AUTH_GOOGLE_ID: opt(z.string()),
  AUTH_GOOGLE_SECRET: opt(z.string()),
  /** Issuer of an OpenID provider standing in for Google (tests, local development). */
  AUTH_GOOGLE_ISSUER: opt(z.url()),
  ADMIN_EMAILS: z.preprocess(emptyToUndefined, z.string().default("")),
  ADMIN_EMAIL: opt(z.email()),
  ADMIN_PASSWORD: opt(z.string().min(8, "must be at least 8 characters")),
  SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email().default("support@tabigacha.example")),

  OPENAI_API_KEY: opt(z.string()),
  OPENAI_BASE_URL: opt(z.url()),
  OPENAI_MODEL: z.preprocess(emptyToUndefined, z.string().default("gpt-4o-mini")),
  /** How long error log records are kept before the job runner deletes them. */
  ERROR_LOG_RETENTION_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().max(3650).default(90)),
  /** Draws (and, apart, odds sheets) per client address and minute (features/proposal/draw-limit.ts). */
  PROPOSAL_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000_000).default(120)),
  /** A visitor whose seen list was last touched this long ago is forgotten by the job runner (at least 2: the row's updated_at moves at most daily). */
  PROPOSAL_VISITOR_IDLE_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(2).max(3650).default(30)),
  AI_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(30_000)),

  GOOGLE_MAPS_API_KEY: opt(z.string()),
  GOOGLE_MAPS_BASE_URL: z.preprocess(emptyToUndefined, z.url().default("https://maps.googleapis.com")),
  /** Per directions call (at most 4 s: lib/clients/wait-limits); the access lookup as a whole answers within 5 s. */
  GOOGLE_MAPS_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(4_000)),
  GSI_BASE_URL: z.preprocess(emptyToUndefined, z.url().default("https://mreversegeocoder.gsi.go.jp")),
  /** GSI's address search (a place or address typed as the departure). */
  GSI_SEARCH_BASE_URL: z.preprocess(emptyToUndefined, z.url().default("https://msearch.gsi.go.jp")),
  NOMINATIM_BASE_URL: z.preprocess(emptyToUndefined, z.url().default("https://nominatim.openstreetmap.org")),
  NOMINATIM_USER_AGENT: z.preprocess(emptyToUndefined, z.string().default("Tabigacha/1.0 (support@tabigacha.example)")),
  OVERPASS_BASE_URL: z.preprocess(emptyToUndefined, z.url().default("https://overpass-api.de")),
  /** GSI and Nominatim reverse geocoding, per call (at most 4 s; the lookup as a whole ends within 4 s). */
  // Wikimedia Commons (photos for destinations): the MediaWiki API under this origin.
  COMMONS_BASE_URL: z.preprocess(emptyToUndefined, z.url().default("https://commons.wikimedia.org")),
  COMMONS_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(4_000)),
  GEOCODER_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(4_000)),
  /** Overpass queries, per call (at most 4 s; the query itself asks Overpass for [timeout:10]). */
  OVERPASS_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(4_000)),
  RAKUTEN_APP_ID: opt(z.string()),
  RAKUTEN_AFFILIATE_ID: opt(z.string()),
  RAKUTEN_BASE_URL: z.preprocess(emptyToUndefined, z.url().default("https://app.rakuten.co.jp")),
  /** Per search, at most 4 s: the back office waits on it. */
  RAKUTEN_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(4_000)),
  /** Lets the app run with no network at all: outside services are never called. */
  OFFLINE: z.preprocess(emptyToUndefined, z.enum(["0", "1", "true", "false"]).default("0")),

  SMTP_URL: opt(z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default("Tabigacha <no-reply@tabigacha.example>")),
  /** Bearer token for scheduled jobs calling /api/jobs/*. */
  JOBS_TOKEN: opt(z.string().min(16, "must be at least 16 characters")),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(["debug", "info", "warn", "error"]).optional()),
});

export type Env = z.infer<typeof schema>;

export interface ConfigProblem {
  setting: string;
  problem: string;
}

let cached: { env: Env | null; problems: ConfigProblem[] } | undefined;

function load() {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (parsed.success) {
    const problems: ConfigProblem[] = [];
    if (parsed.data.NODE_ENV === "production" && !parsed.data.AUTH_SECRET) {
      problems.push({ setting: "AUTH_SECRET", problem: "is required in production" });
    }
    // Without it, links in e-mails and redirects would point at whatever host a request named.
    if (parsed.data.NODE_ENV === "production" && !parsed.data.APP_URL) {
      problems.push({ setting: "APP_URL", problem: "is required in production" });
    }
    if (Boolean(parsed.data.AUTH_GOOGLE_ID) !== Boolean(parsed.data.AUTH_GOOGLE_SECRET)) {
      problems.push({ setting: "AUTH_GOOGLE_SECRET", problem: "AUTH_GOOGLE_ID and AUTH_GOOGLE_SECRET must be set together" });
    }
    cached = { env: parsed.data, problems };
  } else {
    // Name the setting and the rule, never the value.
    const problems = parsed.error.issues.map((i) => ({ setting: String(i.path[0] ?? "?"), problem: i.message }));
    cached = { env: null, problems };
  }
  return cached;
}

/** Problems with the configuration; the root layout shows them instead of the app. */
export function configProblems(): ConfigProblem[] {
  // Secrets are runtime settings: a build without them (a CI or image build) must not bake the
  // error screen into prerendered pages. The running server checks again on every dynamic render.
  if (process.env.NEXT_PHASE === "phase-production-build") return [];
  return load().problems;
}

/** The parsed configuration. Throws when it is invalid (the layout has already said why). */
export function env(): Env {
  const { env: value, problems } = load();
  if (!value) throw new Error(`Configuration Error: ${problems.map((p) => p.setting).join(", ")}`);
  return value;
}

export function isOffline(): boolean {
  const v = env().OFFLINE;
  return v === "1" || v === "true";
}

/** Resets the cache; tests change process.env between cases. */
export function resetEnvForTests() {
  cached = undefined;
}
