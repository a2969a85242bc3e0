import { NextResponse, type NextRequest } from "next/server";
import createIntlMiddleware from "next-intl/middleware";
import { adminLoginRedirect, SESSION_COOKIES } from "./features/auth/admin-path";
import { routing } from "./i18n/routing";
import { publicUrl } from "./lib/public-origin";

const intl = createIntlMiddleware(routing);

export default function proxy(request: NextRequest) {
  // First of the three admin guards: visitors without a session never reach an admin page.
  // The session itself (and the administrator role) is checked by the layout and every action.
  const hasSession = SESSION_COOKIES.some((name) => request.cookies.has(name));
  const login = adminLoginRedirect(request.nextUrl.pathname, request.nextUrl.search, hasSession);
  if (login) return NextResponse.redirect(publicUrl(login));
  return intl(request);
}

export const config = {
  // Everything except API routes, Next internals and files with an extension.
  matcher: "/((?!api|_next|_vercel|.*\\..*).*)",
};
