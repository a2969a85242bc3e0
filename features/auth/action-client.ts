import "server-only";
import { headers } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { z } from "zod";
import type { Locale } from "@/i18n/routing";
import { getActor, type Actor } from "./actor";
import { adminAccess } from "./guard";
import { recordThrown } from "@/lib/error-log";
import { AppError, databaseErrorMessage, isDatabaseError, translateError } from "@/lib/errors";
import { fieldErrorsOf } from "@/lib/field-errors";

// One action client, layered: public → signed-in user → admin. Every server action that changes
// data or reads private data goes through it. Field errors come back as data; anything else as a
// translated message. Unexpected errors are logged and shown as the generic message, never a stack.

export type ActionResult<T> =
  | { ok: true; data: T }
  | { ok: false; code: string; message: string; fieldErrors?: Record<string, string[]> };

export interface ActionContext {
  actor: Actor;
  locale: Locale;
}

type Level = "public" | "user" | "admin";

function makeAction(level: Level) {
  return function action<S extends z.ZodType, R>(schema: S, handler: (input: z.infer<S>, ctx: ActionContext) => Promise<R>) {
    return async (input: z.input<S>): Promise<ActionResult<R>> => {
      const locale = await getLocale();
      const t = await getTranslations({ locale, namespace: "errors" });
      try {
        const actor = await getActor();
        if (level !== "public" && !actor.user) {
          return { ok: false, code: "UNAUTHORIZED", message: t("codes.UNAUTHORIZED") };
        }
        // The same rule as requireAdmin(): guests are UNAUTHORIZED, other users FORBIDDEN.
        if (level === "admin" && adminAccess(actor) !== "granted") {
          return { ok: false, code: "FORBIDDEN", message: t("codes.FORBIDDEN") };
        }
        const parsed = schema.safeParse(input);
        if (!parsed.success) {
          return { ok: false, code: "VALIDATION_ERROR", message: t("codes.VALIDATION_ERROR"), fieldErrors: fieldErrorsOf(parsed.error) };
        }
        return { ok: true, data: await handler(parsed.data, { actor, locale }) };
      } catch (error) {
        // redirect(), notFound(), forbidden() and requireAdmin() inside a handler are not failures.
        unstable_rethrow(error);
        // The action's request, so its log row carries the request id.
        const request = { headers: await Promise.resolve().then(headers).catch(() => null) };
        if (error instanceof AppError) {
          if (error.severity === "error" || error.severity === "critical") await recordThrown(error, request);
          return { ok: false, code: error.code, message: translateError(error.userMessage, t) };
        }
        await recordThrown(error, { ...request, context: { action: handler.name || "anonymous" } });
        if (isDatabaseError(error)) return { ok: false, code: "DATABASE_ERROR", message: translateError(databaseErrorMessage(error), t) };
        return { ok: false, code: "UNKNOWN_ERROR", message: t("codes.GENERIC") };
      }
    };
  };
}

export const publicAction = makeAction("public");
export const userAction = makeAction("user");
export const adminAction = makeAction("admin");
