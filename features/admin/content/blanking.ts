import "server-only";
import { getTranslations } from "next-intl/server";
import type { ContentStatus } from "@/generated/prisma/client";
import type { OtherLocale } from "@/lib/i18n-content";
import { adminFailure } from "../shared/errors";
import { REQUIRED_WHEN_ACTIVE, type ContentEntity } from "./schemas";

type FieldLabel = "name" | "description" | "area" | "title" | "address";

/**
 * Refuses, before anything is written, to blank a translation that an active record needs: one its
 * form requires, whose Japanese is written. `japanese(key)` is the Japanese text of a field
 * ("highlights.2" included).
 */
export async function refuseBlanking(entity: ContentEntity, status: ContentStatus, japanese: (key: string) => string, locale: OtherLocale, fields: Record<string, string>) {
  if (status !== "active") return;
  const required = REQUIRED_WHEN_ACTIVE[entity];
  const blanked = Object.entries(fields)
    .filter(([key, value]) => !value.trim() && required.includes(key.split(".")[0]) && japanese(key).trim())
    .map(([key]) => key);
  if (!blanked.length) return;
  const [tl, tc] = await Promise.all([getTranslations("admin.languages"), getTranslations("admin.content")]);
  const labels = blanked.map((key) => (key.startsWith("highlights.") ? tc("fields.highlight", { n: Number(key.split(".")[1]) + 1 }) : tc(`fields.${key as FieldLabel}`)));
  throw await adminFailure("translationRequired", { lang: tl(locale), fields: labels.join(tc("fieldSeparator")) });
}
