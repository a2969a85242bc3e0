"use client";

import { Activity, CheckCircle2, CircleAlert, KeyRound, Moon, RefreshCw, WifiOff } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { AI_HEALTH_INTERVAL_MS, AI_LIMITS } from "@/lib/clients/ai-settings";
import { cn, formatNumber } from "@/lib/utils";
import type { AiHealth } from "@/lib/clients/openai";
import { AiAdminContext, NotConfigured } from "../not-configured";

const ICONS = { ok: CheckCircle2, down: CircleAlert, unconfigured: KeyRound, offline: WifiOff, resting: Moon } as const;
const TONES = {
  ok: "bg-emerald-50 text-emerald-800 border-emerald-200",
  down: "bg-red-50 text-red-800 border-red-200",
  unconfigured: "bg-amber-50 text-amber-900 border-amber-200",
  offline: "bg-washi-deep text-sumi border-line",
  resting: "bg-amber-50 text-amber-900 border-amber-200",
} as const;

/**
 * Whether the AI service answers; checked when shown and every 60 s. Travellers see whether they
 * can use it and their limits; the model, the token limit and why it is off are for administrators.
 */
export function StatusPanel({ configured }: { configured: boolean }) {
  const t = useTranslations("assistant.status");
  const format = useFormatter();
  const isAdmin = React.useContext(AiAdminContext);
  const [health, setHealth] = React.useState<AiHealth | null>(null);
  const [loading, setLoading] = React.useState(true);
  const [failed, setFailed] = React.useState(false);

  const check = React.useCallback(async () => {
    setLoading(true);
    try {
      const res = await fetch("/api/ai/health", { cache: "no-store" });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      setHealth((await res.json()) as AiHealth);
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, []);

  React.useEffect(() => {
    // Polling an outside system is what this effect is for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void check();
    const timer = window.setInterval(check, AI_HEALTH_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [check]);

  const reported = failed ? "down" : health?.status;
  const status = !isAdmin && (reported === "unconfigured" || reported === "offline") ? "resting" : reported;
  const Icon = status ? ICONS[status] : Activity;
  return (
    <div className="flex flex-col gap-4">
      {!configured ? <NotConfigured /> : null}
      <Card className="p-4 sm:p-6" aria-busy={loading || undefined}>
        <div className="flex items-start justify-between gap-3">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <Activity aria-hidden className="size-5 text-mood" /> {t("title")}
          </h2>
          <Button variant="outline" size="sm" onClick={check} disabled={loading}>
            <RefreshCw className={cn(loading && "animate-spin")} /> {t("checkNow")}
          </Button>
        </div>
        <div role="status" aria-live="polite" className="mt-4">
          {!health && !failed ? (
            <Skeleton className="h-14 w-full" />
          ) : (
            <div className={cn("flex items-center gap-3 rounded-2xl border px-4 py-3", TONES[status ?? "down"])} data-testid="ai-status" data-status={status}>
              <Icon aria-hidden className="size-6 shrink-0" />
              <div>
                <p className="font-semibold">{t(`states.${status ?? "down"}`)}</p>
                <p className="text-sm opacity-80">{t(`details.${status ?? "down"}`)}</p>
              </div>
            </div>
          )}
        </div>
        {health ? (
          <dl className={cn("mt-5 grid grid-cols-1 gap-3 text-sm", isAdmin ? "sm:grid-cols-3" : "sm:grid-cols-2")}>
            {isAdmin ? (
              <div className="rounded-xl bg-washi px-3 py-2.5">
                <dt className="text-xs text-sumi-soft">{t("model")}</dt>
                <dd className="mt-0.5 font-medium" data-testid="ai-status-model">{health.model}</dd>
              </div>
            ) : null}
            <div className="rounded-xl bg-washi px-3 py-2.5">
              <dt className="text-xs text-sumi-soft">{t("latency")}</dt>
              <dd className="mt-0.5 font-medium">{health.latencyMs === null ? t("notMeasured") : t("latencyValue", { ms: formatNumber(health.latencyMs) })}</dd>
            </div>
            <div className="rounded-xl bg-washi px-3 py-2.5">
              <dt className="text-xs text-sumi-soft">{t("checkedAt")}</dt>
              <dd className="mt-0.5 font-medium">
                <time dateTime={health.checkedAt}>{format.dateTime(new Date(health.checkedAt), { hour: "2-digit", minute: "2-digit", second: "2-digit" })}</time>
              </dd>
            </div>
          </dl>
        ) : null}
        <p className="mt-5 text-xs text-sumi-soft">
          {isAdmin
            ? t("limits", {
                perMinute: AI_LIMITS.requestsPerMinute,
                tokens: formatNumber(AI_LIMITS.tokensPerMinute),
                perDay: formatNumber(AI_LIMITS.requestsPerDay),
              })
            : t("limitsTraveller", { perMinute: AI_LIMITS.requestsPerMinute, perDay: formatNumber(AI_LIMITS.requestsPerDay) })}{" "}
          {t("pollNote")}
        </p>
      </Card>
    </div>
  );
}
