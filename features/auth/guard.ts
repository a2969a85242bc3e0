import "server-only";
import { forbidden, unauthorized } from "next/navigation";
import { getLocale } from "next-intl/server";
import { redirect } from "@/i18n/navigation";
import { getActor, type Actor } from "./actor";

// Guards for server code. The admin area checks in three layers: the proxy redirects guests
// early, the console layout calls requireAdmin(), and every admin action (adminAction in
// action-client.ts, which applies the same rule through adminAccess) and route handler calls
// it again. These work in server components, server actions and route handlers alike.

export type AdminAccess = "granted" | "guest" | "forbidden";

/** The one rule: no user → guest; a user who is not an administrator → forbidden. */
export function adminAccess(actor: Actor): AdminAccess {
  if (!actor.user) return "guest";
  return actor.isAdmin ? "granted" : "forbidden";
}

/** Guests go to /admin/login (in their language); signed-in non-administrators get a 403. */
export async function requireAdmin(): Promise<Actor> {
  const actor = await getActor();
  const access = adminAccess(actor);
  if (access === "guest") redirect({ href: "/admin/login", locale: await getLocale() });
  if (access === "forbidden") forbidden();
  return actor;
}

/** Guests get a 401 page that offers sign-in; signed-in users pass. */
export async function requireUser(): Promise<Actor & { user: NonNullable<Actor["user"]> }> {
  const actor = await getActor();
  if (!actor.user) unauthorized();
  return actor as Actor & { user: NonNullable<Actor["user"]> };
}
