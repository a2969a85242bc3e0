import "server-only";
import { NextResponse } from "next/server";
import { getTranslations } from "next-intl/server";
import type { z } from "zod";
import { isLocale, routing, type Locale } from "@/i18n/routing";
import type { MessageValues } from "@/i18n/message-keys";
import type { ErrorKey } from "@/lib/errors";
import { fieldErrorsOf } from "@/lib/field-errors";
import { clientAddressOf } from "@/lib/request-meta";
import { isSameOriginWrite } from "@/lib/same-origin";

/** The caller's language for API messages: ?lang=, then x-locale, then Japanese. */
export function requestLocale(request: Request): Locale {
  const url = new URL(request.url);
  const candidates = [url.searchParams.get("lang"), request.headers.get("x-locale")];
  return candidates.find(isLocale) ?? routing.defaultLocale;
}

/** The client's address for per-address limits, as the app's server worked it out (lib/request-meta). */
export function clientAddress(request: Request): string {
  return clientAddressOf(request.headers);
}

export interface ApiErrorBody {
  ok: false;
  code: string;
  message: string;
  fieldErrors?: Record<string, string[]>;
  retryAfterSeconds?: number;
}

export function apiError(status: number, body: Omit<ApiErrorBody, "ok">, headers?: HeadersInit) {
  return NextResponse.json({ ok: false, ...body } satisfies ApiErrorBody, { status, headers });
}

/** A 403 for a state-changing request from another site (lib/same-origin), else null. */
export async function refuseCrossSite(request: Request): Promise<NextResponse | null> {
  if (isSameOriginWrite(request.headers)) return null;
  return translatedError(request, 403, "FORBIDDEN", "codes.FORBIDDEN");
}

export async function translatedError(request: Request, status: number, code: string, key: ErrorKey, values?: MessageValues) {
  const t = await getTranslations({ locale: requestLocale(request), namespace: "errors" });
  return apiError(status, { code, message: t(key, values) });
}

const MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads and validates a JSON body. Malformed JSON, wrong types and oversized bodies all give a
 * translated 400 (or 413), never a 500.
 */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ ok: true; data: z.infer<S> } | { ok: false; response: NextResponse }> {
  // Translated only on failure: the happy path of hot endpoints should not pay for it.
  const message = async (key: ErrorKey) => (await getTranslations({ locale: requestLocale(request), namespace: "errors" }))(key);
  const text = await request.text().catch(() => null);
  if (text === null) return { ok: false, response: apiError(400, { code: "BAD_REQUEST", message: await message("codes.BAD_REQUEST") }) };
  if (text.length > MAX_BODY_BYTES) return { ok: false, response: apiError(413, { code: "BAD_REQUEST", message: await message("codes.BAD_REQUEST") }) };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, response: apiError(400, { code: "BAD_REQUEST", message: await message("codes.BAD_REQUEST") }) };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return { ok: false, response: apiError(400, { code: "VALIDATION_ERROR", message: await message("codes.VALIDATION_ERROR"), fieldErrors }) };
  }
  return { ok: true, data: parsed.data };
}
