"use client";

import { CalendarDays, MapPinned } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/lib/toast";
import { DEFAULT_BUDGET, DEFAULT_GUESTS } from "../../constants";
import type { PlanRequest } from "../../schemas";
import type { PlanResult } from "../../planner-jobs";
import { MarkdownText } from "../markdown-text";
import { NotConfigured } from "../not-configured";
import { AiMetaLine } from "./ai-meta";
import { FollowUps, type FollowUpContext } from "./follow-ups";
import { PlannerForm } from "./planner-form";
import { usePlannerStream } from "./planner-stream";
import { DestinationCards, NoRecommendations, StayCards } from "./recommendation-cards";

export function PlannerPanel({ configured, destinations }: { configured: boolean; destinations: string[] }) {
  const t = useTranslations("assistant.planner");
  const [pending, setPending] = React.useState(false);
  const [fieldErrors, setFieldErrors] = React.useState<Record<string, string[]>>();
  const [result, setResult] = React.useState<{ data: PlanResult; context: FollowUpContext } | null>(null);
  const resultRef = React.useRef<HTMLDivElement>(null);
  const stream = usePlannerStream();

  const submit = async (request: PlanRequest) => {
    setPending(true);
    setFieldErrors(undefined);
    setResult(null);
    requestAnimationFrame(() => resultRef.current?.scrollIntoView({ behavior: "smooth", block: "start" }));
    try {
      const res = await stream.run("plan", request);
      if (!res.ok) {
        setFieldErrors(res.fieldErrors);
        toast.error(t("failed"), res.message ? { description: res.message } : undefined);
        return;
      }
      const data = res.result;
      const context: FollowUpContext =
        request.mode === "form"
          ? { plan: data.plan, destination: request.destination, budget: request.budget, guests: request.guests, interests: request.interests }
          : { plan: data.plan, destination: data.recommendations.locations[0] ?? null, budget: DEFAULT_BUDGET, guests: DEFAULT_GUESTS, interests: [] };
      setResult({ data, context });
      toast.success(t("success"));
    } finally {
      setPending(false);
    }
  };

  const rec = result?.data.recommendations;
  return (
    <div className="flex flex-col gap-6">
      {!configured ? <NotConfigured /> : null}
      <Card className="p-4 sm:p-6">
        <h2 className="mb-1 flex items-center gap-2 text-lg font-semibold">
          <CalendarDays aria-hidden className="size-5 text-mood" /> {t("title")}
        </h2>
        <p className="mb-5 text-sm text-sumi-soft">{t("lead")}</p>
        <PlannerForm disabled={!configured} pending={pending} destinations={destinations} fieldErrors={fieldErrors} onSubmit={submit} />
      </Card>

      <div ref={resultRef} aria-live="polite" className="scroll-mt-20">
        {pending ? (
          <Card className="space-y-3 p-5" aria-busy="true" data-testid="plan-progress">
            <p role="status" className="text-sm text-sumi-soft">{t("generating")}</p>
            {stream.text ? (
              <MarkdownText source={stream.text} />
            ) : (
              <>
                <Skeleton className="h-5 w-1/2" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-5/6" />
                <Skeleton className="h-4 w-2/3" />
              </>
            )}
          </Card>
        ) : result && rec ? (
          <div className="flex flex-col gap-6" data-testid="plan-result">
            <Card className="space-y-4 p-4 sm:p-6">
              <MarkdownText source={result.data.plan} />
              <AiMetaLine meta={result.data.metadata} />
            </Card>
            <section className="space-y-3">
              <h3 className="flex items-center gap-2 font-semibold">
                <MapPinned aria-hidden className="size-4 text-mood" /> {t("staysTitle")}
              </h3>
              {rec.accommodations.length ? <StayCards stays={rec.accommodations} /> : <NoRecommendations />}
            </section>
            <section className="space-y-3">
              <h3 className="flex items-center gap-2 font-semibold">
                <MapPinned aria-hidden className="size-4 text-mood" /> {t("destinationsTitle")}
              </h3>
              {rec.destinations.length ? <DestinationCards destinations={rec.destinations} /> : <NoRecommendations />}
            </section>
            <section className="space-y-3">
              <h3 className="font-semibold">{t("nextSteps")}</h3>
              <FollowUps key={result.data.plan} context={result.context} disabled={!configured} />
            </section>
          </div>
        ) : null}
      </div>
    </div>
  );
}
