import type { IncomingMessage, ServerResponse } from "node:http";
import { createTranslator } from "next-intl";
import { safeParse, type $ZodType, type output } from "zod/v4/core";
import type { MessageKey, MessageValues, Namespace, TranslateIn } from "@/i18n/message-keys";
import { MESSAGES } from "@/i18n/messages-by-locale";
import { isLocale, routing, type Locale } from "@/i18n/routing";
import { recordThrown } from "./error-log";
import { fieldErrorsOf, type FieldErrors } from "./field-errors";
import { clientAddressOf, nodeHeaders, requestIdOf, type HeaderSource } from "./request-meta";
import { isSameOriginWrite } from "./same-origin";

// One way every HTTP endpoint of ours reads a request: the caller's language, a same-site check
// for state-changing methods, a body size limit, JSON parsed and checked by a zod schema, an
// optional caller check, and one way to fail — a translated `{ ok: false, code, message }` — with
// unexpected errors written to the error log with the request id. The same endpoint runs as an
// App Router route handler (appRoute) or on Node's own request and response (pagesRoute, for the
// draw: docs/decisions/0007). No `server-only` marker, for that second reason.

const DEFAULT_MAX_BODY_BYTES = 64 * 1024;
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export type Translate = TranslateIn<"errors">;
export type ErrorKey = MessageKey<"errors">;

const translators = new Map<string, unknown>();
/** A namespace of the messages in a language (built once each: the messages are static). */
export function messagesIn<NS extends Namespace>(locale: Locale, namespace: NS): TranslateIn<NS> {
  const key = `${locale}:${namespace}`;
  let t = translators.get(key) as TranslateIn<NS> | undefined;
  if (!t) {
    // One translator per language over all messages; the namespace is prefixed here. The key is
    // typed at the call (MessageKey<NS>); next-intl cannot follow a namespace that is a type
    // parameter, so the full key goes in as a plain string.
    const translator = createTranslator({ locale, messages: MESSAGES[locale] }) as unknown as (key: string, values?: MessageValues) => string;
    t = (k, values) => translator(`${namespace}.${k}`, values);
    translators.set(key, t);
  }
  return t;
}

/** The `errors` namespace in a language. */
export const errorMessages = (locale: Locale): Translate => messagesIn(locale, "errors");

export interface ApiRequest {
  method: string;
  url: URL;
  headers: HeaderSource;
  locale: Locale;
  requestId: string | null;
  clientAddress: string;
  /** The route's dynamic segments (App Router). */
  params: Record<string, string>;
  /** The Web request itself (App Router only): for multipart bodies and streams. */
  web?: Request;
}

/** A JSON answer: `body` serialized, or `json`, text that already is JSON (a hot path's own). */
export interface ApiAnswer {
  status: number;
  body?: unknown;
  json?: string;
  headers?: Record<string, string>;
}

export interface ApiFailure {
  code: string;
  message: string;
  fieldErrors?: FieldErrors;
  retryAfterSeconds?: number;
  [extra: string]: unknown;
}

export function fail(status: number, failure: ApiFailure, headers?: Record<string, string>): ApiAnswer {
  return { status, body: { ok: false, ...failure }, headers };
}

export function ok(body: Record<string, unknown>, status = 200, headers?: Record<string, string>): ApiAnswer {
  return { status, body: { ok: true, ...body }, headers };
}

/** A failure whose message is a key under `errors`, in the caller's language. */
export function failWith(req: ApiRequest, status: number, code: string, key: ErrorKey, values?: MessageValues, headers?: Record<string, string>): ApiAnswer {
  return fail(status, { code, message: errorMessages(req.locale)(key, values) }, headers);
}

export interface ApiRouteSpec<S extends $ZodType = $ZodType<undefined>> {
  /** For the error log: "POST /api/bookings". */
  name: string;
  /** Refuse requests another site made (default: every method but GET, HEAD and OPTIONS). */
  sameOrigin?: boolean;
  /** The JSON body's schema; without it the body is not read. */
  body?: S;
  maxBodyBytes?: number;
  /** Turns a schema's issue message (a message key) into the text shown by the field. */
  issueMessage?: (message: string, t: Translate) => string;
  /** Names the field of an issue (default: its dotted path). */
  issueField?: (path: PropertyKey[]) => string;
  /** Who may call: an answer refuses (401, 403), null lets the request through. */
  guard?: (req: ApiRequest) => Promise<ApiAnswer | null>;
  /** What an unexpected error answers (default 500 with the generic message under `errors`). */
  failure?: { status: number; message: (locale: Locale) => string; headers?: Record<string, string> };
  handle(req: ApiRequest, body: output<S>): Promise<ApiAnswer | Response>;
}

interface Incoming {
  method: string;
  url: URL;
  headers: HeaderSource;
  params: Record<string, string>;
  web?: Request;
  /** The body as text; "tooLarge" past the limit; null when it could not be read. */
  text(maxBytes: number): Promise<string | "tooLarge" | null>;
}

function localeOf(url: URL, headers: HeaderSource): Locale {
  const candidates = [url.searchParams.get("lang"), headers.get("x-locale")];
  return (candidates.find(isLocale) as Locale | undefined) ?? routing.defaultLocale;
}

async function run<S extends $ZodType>(spec: ApiRouteSpec<S>, incoming: Incoming): Promise<ApiAnswer | Response> {
  const req: ApiRequest = {
    method: incoming.method,
    url: incoming.url,
    headers: incoming.headers,
    locale: localeOf(incoming.url, incoming.headers),
    requestId: requestIdOf(incoming.headers),
    clientAddress: clientAddressOf(incoming.headers),
    params: incoming.params,
    web: incoming.web,
  };
  const t = errorMessages(req.locale);
  const bad = (status: number) => fail(status, { code: "BAD_REQUEST", message: t("codes.BAD_REQUEST") });

  if ((spec.sameOrigin ?? !READS.has(req.method)) && !isSameOriginWrite(req.headers)) {
    return fail(403, { code: "FORBIDDEN", message: t("codes.FORBIDDEN") });
  }
  try {
    const refused = spec.guard ? await spec.guard(req) : null;
    if (refused) return refused;

    let body: unknown = undefined;
    if (spec.body) {
      const text = await incoming.text(spec.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
      if (text === "tooLarge") return bad(413);
      if (text === null) return bad(400);
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        return bad(400);
      }
      // Every body we take is a JSON object.
      if (!raw || typeof raw !== "object" || Array.isArray(raw)) return bad(400);
      const parsed = safeParse(spec.body, raw);
      if (!parsed.success) {
        const fieldErrors = fieldErrorsOf(parsed.error, (m) => (spec.issueMessage ? spec.issueMessage(m, t) : m), spec.issueField);
        const first = spec.issueMessage ? Object.values(fieldErrors)[0]?.[0] : undefined;
        return fail(400, { code: "VALIDATION_ERROR", message: first ?? t("codes.VALIDATION_ERROR"), fieldErrors });
      }
      body = parsed.data;
    }
    return await spec.handle(req, body as output<S>);
  } catch (error) {
    // redirect(), notFound() and the like are Next's control flow, not failures.
    if (error && typeof error === "object" && "digest" in error && typeof (error as { digest: unknown }).digest === "string") throw error;
    await recordThrown(error, { headers: req.headers, url: req.url.pathname, context: { route: spec.name, locale: req.locale } });
    const status = spec.failure?.status ?? 500;
    const message = spec.failure ? spec.failure.message(req.locale) : t("codes.GENERIC");
    return fail(status, { code: "SERVER_ERROR", message }, spec.failure?.headers);
  }
}

function toResponse(answer: ApiAnswer | Response): Response {
  if (answer instanceof Response) return answer;
  if (answer.json !== undefined) return new Response(answer.json, { status: answer.status, headers: { "Content-Type": "application/json", ...answer.headers } });
  return Response.json(answer.body, { status: answer.status, headers: answer.headers });
}

/** An App Router route handler: `export const POST = appRoute({ ... })`. */
export function appRoute<S extends $ZodType = $ZodType<undefined>>(spec: ApiRouteSpec<S>) {
  return async (request: Request, context?: { params?: Promise<Record<string, string | string[]>> }): Promise<Response> => {
    const raw = (await context?.params) ?? {};
    const params = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
    const incoming: Incoming = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      params,
      web: request,
      async text(maxBytes) {
        const declared = Number(request.headers.get("content-length") ?? 0);
        if (declared > maxBytes) return "tooLarge";
        const text = await request.text().catch(() => null);
        if (text === null) return null;
        return Buffer.byteLength(text) > maxBytes ? "tooLarge" : text;
      },
    };
    return toResponse(await run(spec, incoming));
  };
}

/** The body of a Node request, read up to a limit (the rest is drained so the client gets its answer). */
function readNodeBody(req: IncomingMessage, maxBytes: number): Promise<string | "tooLarge" | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    });
    req.on("end", () => resolve(size > maxBytes ? "tooLarge" : Buffer.concat(chunks).toString("utf8")));
    req.on("error", () => resolve(null));
  });
}

const JSON_HEADERS = { "Content-Type": "application/json", "Cache-Control": "no-store" };

/** A Pages Router API route on Node's request and response, for the hottest endpoints. */
export function pagesRoute<S extends $ZodType = $ZodType<undefined>>(spec: ApiRouteSpec<S> & { methods: readonly string[] }) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const headers = nodeHeaders(req.headers);
    const method = req.method ?? "GET";
    let answer: ApiAnswer | Response;
    if (!spec.methods.includes(method)) {
      answer = fail(405, { code: "BAD_REQUEST", message: errorMessages(localeOf(url, headers))("codes.BAD_REQUEST") });
    } else {
      answer = await run(spec, { method, url, headers, params: {}, text: (max) => readNodeBody(req, max) });
    }
    if (answer instanceof Response) throw new Error(`${spec.name}: a Pages API route answers JSON, not a Response`);
    res.writeHead(answer.status, { ...JSON_HEADERS, ...answer.headers });
    res.end(answer.json ?? JSON.stringify(answer.body));
  };
}
