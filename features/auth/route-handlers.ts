import "server-only";
import type { NextRequest } from "next/server";
import { isLocale, routing } from "@/i18n/routing";
import { logger } from "@/lib/logger";
import { publicOrigin, publicUrl } from "@/lib/public-origin";
import { authErrorMessage } from "./auth-error";
import { googleConfigured, handlers } from "./auth";
import { captureAuthErrors, errorMessages } from "./auth-error-capture";

// The Auth.js endpoints, with the OAuth callback speaking our error page's language: an error the
// provider sent goes to /auth/error with it; a failed code exchange goes there as exchange_failed
// (with a description when it was a PKCE, redirect or invalid-request problem); an unexpected
// exception as unexpected. Success continues to /auth/callback, which restores the return address.

const CALLBACK_URL_COOKIES = ["__Secure-authjs.callback-url", "authjs.callback-url"];

/** The language prefix of the page that started the sign-in ("" for Japanese). */
function localePrefix(request: NextRequest): string {
  for (const name of CALLBACK_URL_COOKIES) {
    const value = request.cookies.get(name)?.value;
    if (!value) continue;
    try {
      const first = new URL(value, publicOrigin()).pathname.split("/")[1];
      if (isLocale(first) && first !== routing.defaultLocale) return `/${first}`;
    } catch {
      // an unreadable cookie means Japanese
    }
  }
  return "";
}

function errorPage(request: NextRequest, params: Record<string, string | undefined>): URL {
  const url = publicUrl(`${localePrefix(request)}/auth/error`);
  for (const [k, v] of Object.entries(params)) if (v) url.searchParams.set(k, v.slice(0, 300));
  return url;
}

function redirectTo(url: URL, from?: Response): Response {
  const headers = new Headers(from?.headers);
  headers.set("Location", url.toString());
  return new Response(null, { status: 302, headers });
}

/** A description for the error page only when it names a known class of problem. */
function describe(errors: Error[]): string | undefined {
  for (const message of errors.flatMap((e) => errorMessages(e))) {
    const kind = authErrorMessage("exchange_failed", message).kind;
    if (kind === "pkce" || kind === "redirect" || kind === "invalid") return message;
  }
  return undefined;
}

async function oauthCallback(request: NextRequest): Promise<Response> {
  const providerError = request.nextUrl.searchParams.get("error");
  if (providerError) {
    return redirectTo(errorPage(request, { error: providerError, error_description: request.nextUrl.searchParams.get("error_description") ?? undefined }));
  }
  try {
    const { result, errors } = await captureAuthErrors(() => handlers.GET(request));
    const location = result.headers.get("Location");
    if (!location) return result;
    const target = new URL(location, publicOrigin());
    if (target.origin !== publicOrigin() || !target.pathname.endsWith("/auth/error")) return result;
    const type = target.searchParams.get("error");
    if (type === "AccessDenied") return redirectTo(errorPage(request, { error: "access_denied" }), result);
    return redirectTo(errorPage(request, { error: "exchange_failed", error_description: describe(errors) }), result);
  } catch (error) {
    logger.error("[auth] OAuth callback failed unexpectedly", { message: error instanceof Error ? error.message : String(error) });
    return redirectTo(errorPage(request, { error: "unexpected" }));
  }
}

/** Google sign-in without Google credentials configured goes straight to the error page. */
function googleUnavailable(request: NextRequest): Response | null {
  if (googleConfigured() || !/\/(signin|callback)\/google$/.test(request.nextUrl.pathname)) return null;
  return redirectTo(errorPage(request, { error: "google_unavailable" }));
}

/**
 * Every redirect leaves on the public origin (APP_URL). Auth.js answers some with a path only (its
 * sign-in and error pages: "/auth/error?…"), which a client resolves against whatever address it
 * used — the server's own host behind a proxy; and one made from the request's own origin names
 * that host. Other sites (Google's authorization page) are left alone.
 */
function onPublicOrigin(response: Response, requestOrigin: string): Response {
  const location = response.headers.get("Location");
  if (!location) return response;
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(location) || location.startsWith("//");
  let target: URL;
  try {
    target = new URL(location, requestOrigin);
  } catch {
    return response;
  }
  if (absolute && target.origin !== requestOrigin) return response;
  const moved = publicUrl(`${target.pathname}${target.search}${target.hash}`).toString();
  if (moved === location) return response;
  const headers = new Headers(response.headers);
  headers.set("Location", moved);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export async function GET(request: NextRequest): Promise<Response> {
  const unavailable = googleUnavailable(request);
  if (unavailable) return unavailable;
  if (/\/callback\/[^/]+$/.test(request.nextUrl.pathname) && !request.nextUrl.pathname.endsWith("/credentials")) {
    return onPublicOrigin(await oauthCallback(request), request.nextUrl.origin);
  }
  return onPublicOrigin(await handlers.GET(request), request.nextUrl.origin);
}

export async function POST(request: NextRequest): Promise<Response> {
  return googleUnavailable(request) ?? onPublicOrigin(await handlers.POST(request), request.nextUrl.origin);
}
