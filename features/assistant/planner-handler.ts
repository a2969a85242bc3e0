import "server-only";
import { startBudget } from "@/lib/budget";
import type { Locale } from "@/i18n/routing";
import { isLocale, routing } from "@/i18n/routing";
import { assertAiAvailable, streamCompletion } from "@/lib/clients/openai";
import type { ChatCaller } from "./chat-handler";
import { takeAiRequest } from "./limits";
import { serverTranslator } from "./messages";
import { aiFailureResponse, FIRST_REPLY_WITHIN_MS, replyStream } from "./reply-stream";
import type { PlannerRequest } from "./schemas";
import { plannerJob } from "./planner-jobs";

// POST /api/ai/plan: the planner and its follow-ups. A plan takes the model far longer than a
// page may keep anyone waiting, so the reply streams like the chat's and ends with a `result`
// event holding what the page shows next to the text.

/** The planner's reply, streamed; `body` has passed plannerRequestSchema. */
export async function handlePlannerPost(request: Request, body: PlannerRequest, caller: ChatCaller): Promise<Response> {
  // The service must start replying within this, counted from the request's start.
  const budget = startBudget(FIRST_REPLY_WITHIN_MS);
  const t = await serverTranslator(caller.locale);
  const locale: Locale = isLocale(caller.locale) ? caller.locale : routing.defaultLocale;
  let job: Awaited<ReturnType<typeof plannerJob>>;
  try {
    // Without a key nothing is counted against the caller.
    assertAiAvailable();
    await takeAiRequest(caller.subject);
    job = await plannerJob(caller.subject, body, locale);
  } catch (error) {
    return aiFailureResponse(error, t, "ai/plan", request.headers);
  }
  return replyStream({
    request,
    t,
    subject: caller.subject,
    route: "ai/plan",
    prompt: job.messages,
    open: (signal) => streamCompletion(job.messages, { use: job.use, signal }),
    budget,
    finish: job.finish,
  });
}
