"use client";

import { KeyRound, WifiOff } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";

export type AiAvailability = "ready" | "unconfigured" | "offline";

export const AiAvailabilityContext = React.createContext<AiAvailability>("ready");

/** Said on every tab when the AI cannot be used; the rest of the app works as usual. */
export function NotConfigured() {
  const t = useTranslations("assistant");
  const availability = React.useContext(AiAvailabilityContext);
  const offline = availability === "offline";
  const Icon = offline ? WifiOff : KeyRound;
  return (
    <div role="status" className="flex gap-3 rounded-[var(--radius-card)] border border-amber-200 bg-amber-50 px-4 py-3.5 text-sm text-amber-900">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{offline ? t("errors.offline") : t("notConfigured.title")}</p>
        {offline ? null : <p className="mt-0.5 text-amber-900/80">{t("notConfigured.body")}</p>}
      </div>
    </div>
  );
}
