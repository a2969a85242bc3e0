"use client";

import { BedDouble, Lightbulb, Route } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/lib/toast";
import type { BudgetBand, Interest } from "../../constants";
import type { PlannerInput } from "../../schemas";
import type { AccommodationResult, AdviceResult, OptimiseResult } from "../../planner-jobs";
import { MarkdownText } from "../markdown-text";
import { AiMetaLine } from "./ai-meta";
import { ItineraryTimeline } from "./itinerary-timeline";
import { usePlannerStream } from "./planner-stream";
import { NoRecommendations, StayCards } from "./recommendation-cards";

type Kind = "optimise" | "stays" | "advice";

export interface FollowUpContext {
  plan: string;
  destination: string | null;
  budget: BudgetBand;
  guests: number;
  interests: Interest[];
}

/** Itinerary optimisation, stay recommendations and travel advice for a plan. */
export function FollowUps({ context, disabled }: { context: FollowUpContext; disabled?: boolean }) {
  const t = useTranslations("assistant.followUps");
  const [pending, setPending] = React.useState<Kind | null>(null);
  const [optimised, setOptimised] = React.useState<OptimiseResult | null>(null);
  const [stays, setStays] = React.useState<AccommodationResult | null>(null);
  const [advice, setAdvice] = React.useState<AdviceResult | null>(null);
  const stream = usePlannerStream();

  async function run<K extends Kind>(kind: K, input: PlannerInput<K>, onData: (d: Extract<OptimiseResult | AccommodationResult | AdviceResult, { kind: K }>) => void, success: string | null, failure: string) {
    setPending(kind);
    try {
      const result = await stream.run(kind, input);
      if (result.ok) {
        onData(result.result);
        if (success) toast.success(success);
      } else {
        toast.error(failure, result.message ? { description: result.message } : undefined);
      }
    } finally {
      setPending(null);
    }
  }

  const { plan, destination } = context;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={disabled || pending !== null}
          onClick={() => run("optimise", { plan, destination: destination ?? undefined }, setOptimised, t("optimiseSuccess"), t("optimiseFailed"))}
        >
          <Route /> {t("optimise")}
        </Button>
        {destination ? (
          <>
            <Button
              variant="outline"
              disabled={disabled || pending !== null}
              onClick={() =>
                run(
                  "stays",
                  { destination, budget: context.budget, guests: context.guests, interests: context.interests },
                  setStays,
                  t("staysSuccess"),
                  t("staysFailed"),
                )
              }
            >
              <BedDouble /> {t("stays")}
            </Button>
            <Button
              variant="outline"
              disabled={disabled || pending !== null}
              onClick={() => run("advice", { destination, plan }, setAdvice, null, t("adviceFailed"))}
            >
              <Lightbulb /> {t("advice")}
            </Button>
          </>
        ) : null}
      </div>

      {pending ? (
        <Card className="space-y-2 p-4" aria-busy="true">
          <p role="status" className="text-sm text-sumi-soft">{t(`pending.${pending}`)}</p>
          {stream.text ? (
            <MarkdownText source={stream.text} />
          ) : (
            <>
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-2/3" />
            </>
          )}
        </Card>
      ) : null}

      {optimised ? (
        <Card className="space-y-3 p-4 sm:p-5" data-testid="optimised-itinerary">
          <h3 className="flex items-center gap-2 font-semibold">
            <Route aria-hidden className="size-4 text-mood" /> {t("optimisedTitle")}
          </h3>
          {optimised.structured ? <ItineraryTimeline itinerary={optimised.structured} /> : <MarkdownText source={optimised.itinerary} />}
          <AiMetaLine meta={optimised.metadata} />
        </Card>
      ) : null}

      {stays ? (
        <Card className="space-y-3 p-4 sm:p-5" data-testid="stay-recommendations">
          <h3 className="flex items-center gap-2 font-semibold">
            <BedDouble aria-hidden className="size-4 text-mood" /> {t("staysTitle")}
          </h3>
          <MarkdownText source={stays.text} />
          {stays.accommodations.length ? <StayCards stays={stays.accommodations} /> : <NoRecommendations />}
          <AiMetaLine meta={stays.metadata} />
        </Card>
      ) : null}

      {advice ? (
        <Card className="space-y-3 p-4 sm:p-5" data-testid="travel-advice">
          <h3 className="flex items-center gap-2 font-semibold">
            <Lightbulb aria-hidden className="size-4 text-mood" /> {t("adviceTitle")}
          </h3>
          <MarkdownText source={advice.text} />
          <AiMetaLine meta={advice.metadata} />
        </Card>
      ) : null}
    </div>
  );
}
