import { readdirSync } from "node:fs";
import type http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";

export interface FakeContext {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  url: URL;
  body: string;
  /** "ok" unless a test switched this service to another scenario (error, hang, garbage, ...). */
  scenario: string;
  /** The path below the fake's prefix. */
  path: string;
}

export interface FakeRoute {
  service: string;
  prefix: string;
  handle(ctx: FakeContext): void | Promise<void>;
}

export function json(ctx: FakeContext, status: number, value: unknown) {
  ctx.res.statusCode = status;
  ctx.res.setHeader("content-type", "application/json");
  ctx.res.end(JSON.stringify(value));
}

/** Never answers (until the client gives up). */
export function hang(_ctx: FakeContext) {
  // intentionally left open
}

/**
 * Every module in tests/fakes/services/ exports `fake: FakeRoute` (or `fakes: FakeRoute[]`), one per
 * outside service: OpenAI-compatible, directions, GSI, Nominatim, Overpass, Rakuten.
 */
export async function loadFakeRoutes(): Promise<FakeRoute[]> {
  const dir = path.join(import.meta.dirname, "services");
  const routes: FakeRoute[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts")).sort()) {
    const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { fake?: FakeRoute; fakes?: FakeRoute[] };
    if (mod.fake) routes.push(mod.fake);
    if (mod.fakes) routes.push(...mod.fakes);
  }
  return routes;
}
