import "server-only";
import { getTranslations } from "next-intl/server";
import type { MessageKey, MessageValues } from "@/i18n/message-keys";
import { AppError } from "@/lib/errors";

/**
 * A failure the administrator can act on (a slug already taken, an image still in use). It is
 * translated here, in the request's language, and the action client shows it as a toast.
 * Severity "warning": expected outcomes are not written to the error log.
 */
export async function adminFailure(key: MessageKey<"admin.errors">, values?: MessageValues, code = "VALIDATION_ERROR"): Promise<AppError> {
  const t = await getTranslations("admin.errors");
  return new AppError(`admin:${key}`, { code, severity: "warning", userMessage: { text: t(key, values) }, context: values });
}

export async function notFoundFailure(): Promise<AppError> {
  return adminFailure("notFound", undefined, "NOT_FOUND");
}
