import { getActor } from "@/features/auth/server";
import { aiLimitSubject } from "@/features/assistant/limits";
import { handlePlannerPost } from "@/features/assistant/planner-handler";
import { clientAddress, refuseCrossSite, requestLocale } from "@/lib/http";

export const dynamic = "force-dynamic";

/** The travel planner and its follow-ups; the reply streams back as server-sent events. */
export async function POST(request: Request) {
  const crossSite = await refuseCrossSite(request);
  if (crossSite) return crossSite;
  const actor = await getActor();
  return handlePlannerPost(request, { subject: aiLimitSubject(actor.user?.id, clientAddress(request)), locale: requestLocale(request) });
}
