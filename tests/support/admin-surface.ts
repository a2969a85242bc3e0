// Finds every part of the back office that must be guarded, by looking at the files themselves,
// so the authorisation matrix covers screens, actions and handlers added later without edits:
//   pages:    app/[lang]/admin/(console)/**/page.tsx
//   handlers: app/api/admin/**/route.ts
//   actions:  features/admin/**/actions.ts
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");
/** Stands in for every dynamic segment: a well-formed id that names nothing. */
export const PLACEHOLDER_ID = "00000000-0000-4000-8000-000000000000";

function walk(dir: string, match: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(full, match));
    else if (match(entry.name)) out.push(full);
  }
  return out.sort();
}

interface RoutePath {
  file: string;
  /** The URL path with every dynamic segment filled in. */
  path: string;
  params: Record<string, string | string[]>;
}

function routeFrom(file: string, base: string, urlPrefix: string): RoutePath {
  const segments = path.relative(base, path.dirname(file)).split(path.sep).filter(Boolean);
  const params: Record<string, string | string[]> = {};
  const parts: string[] = [];
  for (const s of segments) {
    if (/^\(.*\)$/.test(s)) continue; // route group
    const dynamic = /^\[(\.\.\.)?(\w+)\]$/.exec(s) ?? /^\[\[\.\.\.(\w+)\]\]$/.exec(s);
    if (dynamic) {
      const name = dynamic[2] ?? dynamic[1];
      params[name] = dynamic[1] ? [PLACEHOLDER_ID] : PLACEHOLDER_ID;
      parts.push(PLACEHOLDER_ID);
    } else parts.push(s);
  }
  return { file: path.relative(ROOT, file), path: `${urlPrefix}${parts.length ? `/${parts.join("/")}` : ""}`, params };
}

/** Every page of the admin console, as /admin/... paths (Japanese, unprefixed). */
export function adminPages(): RoutePath[] {
  const base = path.join(ROOT, "app", "[lang]", "admin", "(console)");
  return walk(base, (f) => /^page\.(tsx|ts|jsx|js)$/.test(f)).map((f) => routeFrom(f, base, "/admin"));
}

/** Every route handler file under /api/admin. */
export function adminRouteFiles(): RoutePath[] {
  const base = path.join(ROOT, "app", "api", "admin");
  return walk(base, (f) => /^route\.(ts|js)$/.test(f)).map((f) => routeFrom(f, base, "/api/admin"));
}

/** Every server-action module of the back office. */
export function adminActionFiles(): string[] {
  return walk(path.join(ROOT, "features", "admin"), (f) => /^actions\.(ts|tsx)$/.test(f)).map((f) => path.relative(ROOT, f));
}

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
