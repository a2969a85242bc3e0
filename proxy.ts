import { NextRequest, NextResponse } from "next/server";
import createIntlMiddleware from "next-intl/middleware";
import { adminLoginRedirect, SESSION_COOKIES } from "./features/auth/admin-path";
import { VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE_S } from "./features/proposal/constants";
import { routing } from "./i18n/routing";
import { publicUrl } from "./lib/public-origin";

const intl = createIntlMiddleware(routing);

export default function proxy(request: NextRequest) {
  // First of the three admin guards: visitors without a session never reach an admin page.
  // The session itself (and the administrator role) is checked by the layout and every action.
  const hasSession = SESSION_COOKIES.some((name) => request.cookies.has(name));
  const login = adminLoginRedirect(request.nextUrl.pathname, request.nextUrl.search, hasSession);
  if (login) return NextResponse.redirect(publicUrl(login));
  return permanent(withVisitor(request) ?? intl(request));
}

/**
 * next-intl answers a language-prefix redirect (/ja/help → /help) with 307, which tells a search
 * engine the move is temporary; these addresses are permanent, so the redirect is a 308.
 */
function permanent(response: NextResponse): NextResponse {
  if (response.status !== 307) return response;
  const location = response.headers.get("location");
  if (!location) return response;
  const moved = NextResponse.redirect(location, 308);
  response.headers.forEach((value, key) => {
    if (key !== "location" && key !== "set-cookie") moved.headers.set(key, value);
  });
  for (const cookie of response.headers.getSetCookie()) moved.headers.append("set-cookie", cookie);
  return moved;
}

const PROPOSAL_PAGE = /^\/(?:(?:en|ko|zh|ja)\/)?proposal\/?$/;

/**
 * The proposal page draws its first destination on the server for the visitor of the gacha's
 * 'seen' list (features/proposal/first-draw.ts): a first-time visitor gets the visitor cookie
 * here, in the request the page reads and in the response, as the draw endpoint would set it.
 */
function withVisitor(request: NextRequest) {
  if (!PROPOSAL_PAGE.test(request.nextUrl.pathname) || request.cookies.has(VISITOR_COOKIE)) return null;
  const id = crypto.randomUUID();
  const headers = new Headers(request.headers);
  const cookie = request.headers.get("cookie");
  headers.set("cookie", `${cookie ? `${cookie}; ` : ""}${VISITOR_COOKIE}=${id}`);
  const response = intl(new NextRequest(request, { headers }));
  response.cookies.set(VISITOR_COOKIE, id, { path: "/", maxAge: VISITOR_COOKIE_MAX_AGE_S, httpOnly: true, sameSite: "lax", secure: request.headers.get("x-forwarded-proto") === "https" });
  return response;
}

export const config = {
  // Everything except API routes, library photos, Next internals and files with an extension.
  matcher: "/((?!api|photos|_next|_vercel|.*\\..*).*)",
};
