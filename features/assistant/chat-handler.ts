import "server-only";
import { assertAiAvailable, streamCompletion, type AiStream } from "@/lib/clients/openai";
import { recordThrown } from "@/lib/error-log";
import { chargeAiTokens, estimateTokens, takeAiRequest } from "./limits";
import { describeAiFailure, serverTranslator } from "./messages";
import { chatMessages } from "./prompts";
import { chatRequestSchema } from "./schemas";
import { encodeSse, SSE_DONE, type ChatStreamEvent } from "./sse";
import { CHAT_HISTORY_MAX } from "./constants";

// The chat endpoint, free of Next.js request APIs so that it runs in any Node process (the route
// passes who is asking). Failures before the reply starts are JSON with an HTTP status; once
// streaming, they arrive as an `error` event.

export interface ChatCaller {
  /** Whose limits the call spends (aiLimitSubject). */
  subject: string;
  locale: string;
}

const MAX_BODY_CHARS = 200_000;

function json(status: number, body: unknown, headers?: HeadersInit) {
  return Response.json(body, { status, headers });
}

export async function handleChatPost(request: Request, caller: ChatCaller): Promise<Response> {
  const t = await serverTranslator(caller.locale);
  const text = await request.text().catch(() => "");
  let raw: unknown;
  try {
    raw = text.length > MAX_BODY_CHARS ? undefined : JSON.parse(text);
  } catch {
    raw = undefined;
  }
  const parsed = chatRequestSchema.safeParse(raw);
  if (!parsed.success) {
    return json(400, { ok: false, code: "VALIDATION_ERROR", message: t("errors.codes.VALIDATION_ERROR") });
  }
  const history = parsed.data.messages.slice(-CHAT_HISTORY_MAX);
  const messages = chatMessages(history, caller.locale);

  let upstream: AiStream;
  try {
    // Without a key nothing is counted against the caller.
    assertAiAvailable();
    await takeAiRequest(caller.subject);
    upstream = await streamCompletion(messages, { use: "chat", signal: request.signal });
  } catch (error) {
    const failure = describeAiFailure(error, t);
    if (failure.status >= 500 && failure.code !== "AI_NOT_CONFIGURED") await recordThrown(error, { headers: request.headers, context: { route: "ai/chat" } });
    const headers = failure.retryAfterSeconds ? { "retry-after": String(failure.retryAfterSeconds) } : undefined;
    return json(failure.status, { ok: false, code: failure.code, message: failure.message, retryAfterSeconds: failure.retryAfterSeconds }, headers);
  }

  const encoder = new TextEncoder();
  let reply = "";
  let settled = false;
  const settle = async () => {
    if (settled) return;
    settled = true;
    const used = upstream.usage?.totalTokens ?? estimateTokens(...messages.map((m) => m.content), reply);
    await chargeAiTokens(caller.subject, used);
  };
  // The browser hung up (stop, navigation): stop reading the service too.
  const onAbort = () => upstream.abort();
  request.signal.addEventListener("abort", onAbort, { once: true });

  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: ChatStreamEvent | typeof SSE_DONE) => controller.enqueue(encoder.encode(encodeSse(event)));
      try {
        send({ type: "meta", model: upstream.model });
        for await (const delta of upstream) {
          reply += delta;
          send({ type: "delta", text: delta });
        }
        send({ type: "done", finishReason: upstream.finishReason, usage: upstream.usage });
        send(SSE_DONE);
      } catch (error) {
        const failure = describeAiFailure(error, t);
        try {
          send({ type: "error", code: failure.code, message: failure.message });
          send(SSE_DONE);
        } catch {
          // The browser has gone; nothing to tell.
        }
      } finally {
        request.signal.removeEventListener("abort", onAbort);
        await settle();
        try {
          controller.close();
        } catch {
          // already closed by a cancel
        }
      }
    },
    cancel() {
      upstream.abort();
    },
  });

  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    },
  });
}
