"use client";

import { Save } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { useUnsavedChanges } from "./unsaved-changes";

/**
 * The form's buttons, kept in reach at the bottom of the screen. Asks before leaving the page with
 * unsaved changes (unsaved-changes.tsx): a link in the app, a reload or closing the tab.
 */
export function SaveBar({ pending, dirty, cancelHref, label, extra }: { pending: boolean; dirty: boolean; cancelHref: string; label?: string; extra?: React.ReactNode }) {
  const t = useTranslations("admin.common");
  useUnsavedChanges(dirty);
  return (
    <div data-save-bar className="sticky bottom-0 z-20 -mx-4 mt-6 border-t border-line bg-washi/90 px-4 py-3 backdrop-blur-md sm:-mx-6 sm:px-6 lg:mx-0 lg:rounded-2xl lg:border lg:px-4">
      <div className="flex flex-wrap items-center gap-2">
        {dirty ? <span className="mr-auto text-sm text-sumi-soft">{t("unsaved")}</span> : <span className="mr-auto" />}
        {extra}
        <Button asChild variant="ghost">
          <Link href={cancelHref}>{t("cancel")}</Link>
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : <Save aria-hidden />}
          {pending ? t("saving") : (label ?? t("save"))}
        </Button>
      </div>
    </div>
  );
}
