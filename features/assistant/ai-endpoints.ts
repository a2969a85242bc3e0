import "server-only";
import { getActor } from "@/features/auth/server";
import { appRoute, type ApiRequest } from "@/lib/api-route";
import { startBudget } from "@/lib/budget";
import { handleChatPost } from "./chat-handler";
import { AI_HEALTH_BUDGET_MS, aiHealthFor } from "./health";
import { aiLimitSubject } from "./limits";
import { handlePlannerPost } from "./planner-handler";
import { chatRequestSchema, plannerRequestSchema } from "./schemas";

// The assistant's HTTP endpoints. Guests are counted by address, signed-in travellers by account.

/** A conversation may carry its history: larger than a form, still bounded. */
const MAX_CHAT_BODY_BYTES = 200_000;

async function caller(req: ApiRequest) {
  const actor = await getActor();
  return { subject: aiLimitSubject(actor.user?.id, req.clientAddress), locale: req.locale };
}

/** POST /api/ai/chat: the reply streams back as server-sent events. */
export const chatEndpoint = appRoute({
  name: "POST /api/ai/chat",
  body: chatRequestSchema,
  maxBodyBytes: MAX_CHAT_BODY_BYTES,
  handle: async (req, body) => handleChatPost(req.web!, body, await caller(req)),
});

/** POST /api/ai/plan: the planner and its follow-ups, streamed like the chat. */
export const plannerEndpoint = appRoute({
  name: "POST /api/ai/plan",
  body: plannerRequestSchema,
  // Keys under assistant.validation, per field of the form (the form translates them).
  issueField: (path) => path.slice(1).join(".") || "form",
  handle: async (req, body) => handlePlannerPost(req.web!, body, await caller(req)),
});

/**
 * GET /api/ai/health: whether the assistant can be used, with latency and when it was checked;
 * administrators also get the model, the limits and the configuration (features/assistant/health.ts).
 */
export const aiHealthEndpoint = appRoute({
  name: "GET /api/ai/health",
  handle: async () => {
    // Counted from the request's start, so finding out who asks is inside the budget too.
    const budget = startBudget(AI_HEALTH_BUDGET_MS);
    return { status: 200, body: await aiHealthFor(await getActor(), budget), headers: { "cache-control": "no-store", vary: "cookie" } };
  },
});

