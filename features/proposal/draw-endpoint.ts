import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createTranslator } from "next-intl";
import { MESSAGES } from "@/i18n/messages-by-locale";
import { isLocale, routing, type Locale } from "@/i18n/routing";
import { recordThrown } from "@/lib/error-log";
import { AppError, type ErrorKey } from "@/lib/errors";
import { VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE_S } from "./constants";
import { proposalRequestSchema } from "./schemas";
import { drawProposalJson } from "./service";
import { fieldErrorsOf } from "@/lib/field-errors";
import { nodeHeaders } from "@/lib/request-meta";
import { isUuid } from "@/lib/uuid";
import { isSameOriginWrite } from "@/lib/same-origin";

// POST /api/proposal on Node's own request and response (pages/api/proposal.ts). On this machine
// an App Router handler costs ~0.5 ms per request in Web Request/Response plumbing alone — more
// than the draw — so the hottest endpoint skips it (docs/decisions/0007). Same contract as every
// other endpoint: JSON in, `{ ok, ... }` out, translated errors, nothing written on bad input.

const MAX_BODY_BYTES = 64 * 1024;
const HEADERS = { "Content-Type": "application/json", "Cache-Control": "no-store" };

type Req = IncomingMessage;
type Res = ServerResponse;

function localeOf(req: Req): Locale {
  const lang = new URL(req.url ?? "/", "http://localhost").searchParams.get("lang");
  const header = req.headers["x-locale"];
  return [lang, Array.isArray(header) ? header[0] : header].find(isLocale) ?? routing.defaultLocale;
}

function text(locale: Locale, key: ErrorKey): string {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: "errors" })(key);
}

function send(res: Res, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { ...HEADERS, ...headers });
  res.end(body);
}

function fail(res: Res, status: number, body: { code: string; message: string; fieldErrors?: Record<string, string[]> }, headers?: Record<string, string>) {
  send(res, status, JSON.stringify({ ok: false, ...body }), headers);
}

/** The body as text, or why not: too large, or the stream failed. */
function readBody(req: Req): Promise<string | "tooLarge" | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // Past the limit the rest is read and dropped, so the client still gets its answer.
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on("end", () => resolve(size > MAX_BODY_BYTES ? "tooLarge" : Buffer.concat(chunks).toString("utf8")));
    req.on("error", () => resolve(null));
  });
}

/** Node's request headers read the way a Headers object is, for the error log. */
function visitorCookie(req: Req): string | null {
  const cookies = req.headers.cookie ?? "";
  for (const part of cookies.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === VISITOR_COOKIE) {
      const id = value.join("=");
      return isUuid(id) ? id.toLowerCase() : null;
    }
  }
  return null;
}

function isHttps(req: Req): boolean {
  const proto = req.headers["x-forwarded-proto"];
  return (Array.isArray(proto) ? proto[0] : proto)?.split(",")[0]?.trim() === "https" || Boolean((req.socket as { encrypted?: boolean }).encrypted);
}

/** Validates, identifies the visitor by cookie, draws, answers in the caller's language. */
export async function proposalEndpoint(req: Req, res: Res): Promise<void> {
  const locale = localeOf(req);
  const badRequest = (status = 400) => fail(res, status, { code: "BAD_REQUEST", message: text(locale, "codes.BAD_REQUEST") });
  if (req.method !== "POST") return badRequest(405);
  if (!isSameOriginWrite(nodeHeaders(req.headers))) return fail(res, 403, { code: "FORBIDDEN", message: text(locale, "codes.FORBIDDEN") });

  const body = await readBody(req);
  if (body === "tooLarge") return badRequest(413);
  if (body === null) return badRequest();
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return badRequest();
  }
  const parsed = proposalRequestSchema.safeParse(raw);
  if (!parsed.success) {
    return fail(res, 400, { code: "VALIDATION_ERROR", message: text(locale, "codes.VALIDATION_ERROR"), fieldErrors: fieldErrorsOf(parsed.error) });
  }

  const known = visitorCookie(req);
  const visitorId = known ?? randomUUID();
  try {
    const json = await drawProposalJson(parsed.data, visitorId, locale);
    const cookie: Record<string, string> = known
      ? {}
      : { "Set-Cookie": `${VISITOR_COOKIE}=${visitorId}; Path=/; Max-Age=${VISITOR_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${isHttps(req) ? "; Secure" : ""}` };
    send(res, 200, json, cookie);
  } catch (error) {
    const url = "/api/proposal";
    if (error instanceof AppError && error.code === "NO_FEATURED_DESTINATIONS") {
      await recordThrown(error, { headers: nodeHeaders(req.headers), url });
      return fail(res, 404, { code: error.code, message: createTranslator({ locale, messages: MESSAGES[locale], namespace: "proposal.errors" })("noFeatured") });
    }
    await recordThrown(error, { headers: nodeHeaders(req.headers), url, context: { route: "proposal" } });
    fail(res, 503, { code: "SERVER_ERROR", message: text(locale, "codes.GENERIC") });
  }
}
