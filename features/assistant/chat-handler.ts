import "server-only";
import { assertAiAvailable, streamCompletion } from "@/lib/clients/openai";
import { CHAT_HISTORY_MAX } from "./constants";
import { takeAiRequest } from "./limits";
import { serverTranslator } from "./messages";
import { chatMessages } from "./prompts";
import { aiFailureResponse, replyStream } from "./reply-stream";
import { chatRequestSchema } from "./schemas";

// The chat endpoint, free of Next.js request APIs so that it runs in any Node process (the route
// passes who is asking). The reply streams as server-sent events (reply-stream.ts).

export interface ChatCaller {
  /** Whose limits the call spends (aiLimitSubject). */
  subject: string;
  locale: string;
}

export const MAX_BODY_CHARS = 200_000;

/** The request body as JSON, or undefined when it is too long or not JSON. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text().catch(() => "");
  try {
    return text.length > MAX_BODY_CHARS ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function handleChatPost(request: Request, caller: ChatCaller): Promise<Response> {
  const t = await serverTranslator(caller.locale);
  const parsed = chatRequestSchema.safeParse(await readJsonBody(request));
  if (!parsed.success) {
    return Response.json({ ok: false, code: "VALIDATION_ERROR", message: t("errors.codes.VALIDATION_ERROR") }, { status: 400 });
  }
  const messages = chatMessages(parsed.data.messages.slice(-CHAT_HISTORY_MAX), caller.locale);
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
    open: streamCompletion(messages, { use: "chat", signal: request.signal }),
  });
}
