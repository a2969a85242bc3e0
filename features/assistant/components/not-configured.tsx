"use client";

import { KeyRound, Moon, WifiOff } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";

export type AiAvailability = "ready" | "unconfigured" | "offline";

export const AiAvailabilityContext = React.createContext<AiAvailability>("ready");

/**
 * Whether the viewer is an administrator. Only administrators are told why the AI is unavailable
 * (no API key, offline mode) and see the model, token counts and token limits; travellers are told
 * that the assistant is resting.
 */
export const AiAdminContext = React.createContext(false);

/** Said on every tab when the AI cannot be used; the rest of the app works as usual. */
export function NotConfigured() {
  const t = useTranslations("assistant");
  const availability = React.useContext(AiAvailabilityContext);
  const isAdmin = React.useContext(AiAdminContext);
  const offline = availability === "offline";
  const Icon = !isAdmin ? Moon : offline ? WifiOff : KeyRound;
  const title = !isAdmin ? t("resting.title") : offline ? t("errors.offline") : t("notConfigured.title");
  const body = !isAdmin ? t("resting.body") : offline ? null : t("notConfigured.body");
  return (
    <div role="status" className="flex gap-3 rounded-[var(--radius-card)] border border-amber-200 bg-amber-50 px-4 py-3.5 text-sm text-amber-900">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        {body ? <p className="mt-0.5 text-amber-900/80">{body}</p> : null}
      </div>
    </div>
  );
}
