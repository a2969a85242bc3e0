import { getActor } from "@/features/auth/server";
import { handleChatPost } from "@/features/assistant/chat-handler";
import { aiLimitSubject } from "@/features/assistant/limits";
import { clientAddress, refuseCrossSite, requestLocale } from "@/lib/http";

export const dynamic = "force-dynamic";

/** Chat with the assistant; the reply streams back as server-sent events. */
export async function POST(request: Request) {
  const crossSite = await refuseCrossSite(request);
  if (crossSite) return crossSite;
  const actor = await getActor();
  return handleChatPost(request, { subject: aiLimitSubject(actor.user?.id, clientAddress(request)), locale: requestLocale(request) });
}
