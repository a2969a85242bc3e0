import { locales, routing } from "@/i18n/routing";

// Which requests the proxy sends to the administrator login before any rendering happens.
const ADMIN_PATH = new RegExp(`^(?:/(${locales.join("|")}))?/admin(?:/(.*))?$`);

/** Auth.js session cookie names (the secure variant is used over HTTPS). */
export const SESSION_COOKIES = ["authjs.session-token", "__Secure-authjs.session-token"];

/**
 * For an admin page that a visitor without a session cookie asks for, the login page to send them
 * to (keeping their language and where they were going); otherwise null.
 */
export function adminLoginRedirect(pathname: string, search: string, hasSessionCookie: boolean): string | null {
  if (hasSessionCookie) return null;
  const match = ADMIN_PATH.exec(pathname);
  if (!match) return null;
  const rest = (match[2] ?? "").replace(/\/+$/, "");
  if (rest === "login" || rest.startsWith("login/")) return null;
  const locale = match[1];
  const prefix = locale && locale !== routing.defaultLocale ? `/${locale}` : "";
  const login = `${prefix}/admin/login`;
  // /admin itself has nowhere particular to return to.
  if (!rest) return login;
  return `${login}?${new URLSearchParams({ callbackUrl: `${prefix}/admin/${rest}${search}` })}`;
}
