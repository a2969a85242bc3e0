"use server";

import { headers } from "next/headers";
import { publicAction, type ActionContext } from "@/lib/action-client";
import { AppError } from "@/lib/errors";
import { clientAddress } from "@/lib/http";
import type { Locale } from "@/i18n/routing";
import { aiLimitSubject } from "./limits";
import { describeAiFailure, serverTranslator } from "./messages";
import { accommodationRequestSchema, adviceRequestSchema, optimiseRequestSchema, planRequestSchema } from "./schemas";
import { generatePlan, optimiseItinerary, recommendAccommodations, travelAdvice } from "./uses";

// Server actions of the planner and its follow-ups. Failures come back as a translated message
// (the no-key text, the wait time, a timeout) that the form shows in its toast.

async function subjectOf(ctx: ActionContext): Promise<string> {
  const address = clientAddress(new Request("http://local/", { headers: await headers() }));
  return aiLimitSubject(ctx.actor.user?.id, address);
}

async function run<T>(ctx: ActionContext, fn: (subject: string, locale: Locale) => Promise<T>): Promise<T> {
  try {
    return await fn(await subjectOf(ctx), ctx.locale as Locale);
  } catch (error) {
    const failure = describeAiFailure(error, await serverTranslator(ctx.locale));
    throw new AppError(error instanceof Error ? error.message : String(error), {
      code: failure.code,
      severity: failure.status >= 500 && failure.code !== "AI_NOT_CONFIGURED" && failure.code !== "AI_OFFLINE" ? "error" : "warning",
      userMessage: { text: failure.message },
      cause: error,
    });
  }
}

export const generatePlanAction = publicAction(planRequestSchema, (input, ctx) => run(ctx, (subject, locale) => generatePlan(subject, input, locale)));

export const optimiseItineraryAction = publicAction(optimiseRequestSchema, (input, ctx) =>
  run(ctx, (subject, locale) => optimiseItinerary(subject, input.plan, locale)),
);

export const recommendAccommodationsAction = publicAction(accommodationRequestSchema, (input, ctx) =>
  run(ctx, (subject, locale) => recommendAccommodations(subject, input, locale)),
);

export const travelAdviceAction = publicAction(adviceRequestSchema, (input, ctx) => run(ctx, (subject, locale) => travelAdvice(subject, input, locale)));
