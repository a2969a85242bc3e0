import "server-only";
import { startBudget } from "@/lib/budget";
import { assertAiAvailable, streamCompletion } from "@/lib/clients/openai";
import { CHAT_HISTORY_MAX } from "./constants";
import { takeAiRequest } from "./limits";
import { serverTranslator } from "./messages";
import { chatMessages } from "./prompts";
import { aiFailureResponse, FIRST_REPLY_WITHIN_MS, replyStream } from "./reply-stream";
import type { ChatRequest } from "./schemas";

// The chat's reply, free of Next.js request APIs so that it runs in any Node process (the
// endpoint, ai-endpoints.ts, passes the checked body and who is asking). The reply streams as
// server-sent events (reply-stream.ts).

export interface ChatCaller {
  /** Whose limits the call spends (aiLimitSubject). */
  subject: string;
  locale: string;
}

/** A conversation's reply to its caller, streamed; `body` has passed chatRequestSchema. */
export async function handleChatPost(request: Request, body: ChatRequest, caller: ChatCaller): Promise<Response> {
  // The service must start replying within this, counted from the request's start.
  const budget = startBudget(FIRST_REPLY_WITHIN_MS);
  const t = await serverTranslator(caller.locale);
  const messages = chatMessages(body.messages.slice(-CHAT_HISTORY_MAX), caller.locale);
  try {
    // Without a key nothing is counted against the caller.
    assertAiAvailable();
    await takeAiRequest(caller.subject);
  } catch (error) {
    return aiFailureResponse(error, t, "ai/chat", request.headers);
  }
  return replyStream({
    request,
    t,
    subject: caller.subject,
    route: "ai/chat",
    prompt: messages,
    open: (signal) => streamCompletion(messages, { use: "chat", signal }),
    budget,
  });
}
