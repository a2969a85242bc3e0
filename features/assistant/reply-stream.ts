import "server-only";
import { recordThrown } from "@/lib/error-log";
import { chargeAiTokens, estimateTokens } from "./limits";
import { describeAiFailure, type Translator } from "./messages";
import { encodeSse, SSE_DONE, SSE_KEEPALIVE, type ChatStreamEvent } from "./sse";
import { settledWithin } from "@/lib/deadline";
import { withinBudget, type Budget } from "@/lib/budget";
import { AI_TIMEOUT_MESSAGE, AiError, type AiStream, type ChatMessage } from "@/lib/clients/openai";

// A streamed AI reply as the chat and the planner send it. The route never keeps the browser
// waiting more than OPEN_WAIT_MS for its answer: a service that fails at once is answered as JSON
// with an HTTP status; one that is still thinking gets the event stream started anyway (the page
// shows its progress), and a failure after that arrives as an `error` event with the same
// translated message. Comment lines keep the connection alive while the service is quiet.

/** How long a route waits for the service to start replying before it starts the stream itself. */
export const OPEN_WAIT_MS = 3_000;
/**
 * From the request's start, how long the service may take to start replying at all; then the
 * stream ends with the timeout message instead of 'waiting' for the service's own timeout.
 */
export const FIRST_REPLY_WITHIN_MS = 4_000;
export const KEEPALIVE_MS = 2_000;

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

function outcomeOf<T>(promise: Promise<T>): Promise<Outcome<T>> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}


/** A failed AI call before any reply, as JSON with the status that goes with it. */
export async function aiFailureResponse(error: unknown, t: Translator, route: string, requestHeaders?: Headers): Promise<Response> {
  const failure = describeAiFailure(error, t);
  if (failure.status >= 500 && failure.code !== "AI_NOT_CONFIGURED") await recordThrown(error, { headers: requestHeaders, context: { route } });
  const headers = failure.retryAfterSeconds ? { "retry-after": String(failure.retryAfterSeconds) } : undefined;
  return Response.json({ ok: false, code: failure.code, message: failure.message, retryAfterSeconds: failure.retryAfterSeconds }, { status: failure.status, headers });
}

export interface ReplyStreamInput {
  request: Request;
  t: Translator;
  /** Whose limits the reply's tokens are charged to. */
  subject: string;
  /** For the error log. */
  route: string;
  /** The prompt, for a token estimate when the service reports no usage. */
  prompt: ChatMessage[];
  /** Opens the service's reply (streamCompletion with this signal, which aborts when we give up). */
  open: (signal: AbortSignal) => Promise<AiStream>;
  /** Started with the request (FIRST_REPLY_WITHIN_MS): the service must start replying within it. */
  budget: Budget;
  /** What the finished reply becomes (the planner's cards), sent as a `result` event. */
  finish?: (reply: string, stream: AiStream) => Promise<unknown>;
}

export async function replyStream({ request, t, subject, route, prompt, open, finish, budget }: ReplyStreamInput): Promise<Response> {
  const giveUp = new AbortController();
  const opening = outcomeOf(open(AbortSignal.any([request.signal, giveUp.signal])));
  const early = await settledWithin(opening, OPEN_WAIT_MS);
  if (early && !early.ok) return aiFailureResponse(early.error, t, route, request.headers);

  const encoder = new TextEncoder();
  let upstream: AiStream | undefined;
  let closed = false;
  // The browser hung up (stop, navigation): stop reading the service too.
  const onAbort = () => upstream?.abort();
  request.signal.addEventListener("abort", onAbort, { once: true });

  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          closed = true;
        }
      };
      const send = (event: ChatStreamEvent | typeof SSE_DONE) => write(encodeSse(event));
      // A first line at once: the server sends the response's head with its first bytes, so the
      // browser has its answer now even while the service is still silent.
      write(SSE_KEEPALIVE);
      const keepalive = setInterval(() => write(SSE_KEEPALIVE), KEEPALIVE_MS);
      let reply = "";
      try {
        const opened =
          early ??
          (await withinBudget<Outcome<AiStream>>(budget, opening, () => {
            giveUp.abort();
            return { ok: false, error: new AiError("AI_TIMEOUT", AI_TIMEOUT_MESSAGE) };
          }));
        if (!opened.ok) throw opened.error;
        upstream = opened.value;
        if (request.signal.aborted || closed) upstream.abort();
        send({ type: "meta", model: upstream.model });
        for await (const delta of upstream) {
          reply += delta;
          send({ type: "delta", text: delta });
        }
        if (finish) send({ type: "result", result: await finish(reply, upstream) });
        send({ type: "done", finishReason: upstream.finishReason, usage: upstream.usage });
        send(SSE_DONE);
      } catch (error) {
        const failure = describeAiFailure(error, t);
        if (failure.status >= 500 && failure.code !== "AI_ABORTED") await recordThrown(error, { headers: request.headers, context: { route, streaming: true } }).catch(() => undefined);
        send({ type: "error", code: failure.code, message: failure.message });
        send(SSE_DONE);
      } finally {
        clearInterval(keepalive);
        request.signal.removeEventListener("abort", onAbort);
        if (upstream) await chargeAiTokens(subject, upstream.usage?.totalTokens ?? estimateTokens(...prompt.map((m) => m.content), reply));
        closed = true;
        try {
          controller.close();
        } catch {
          // already closed by a cancel
        }
      }
    },
    cancel() {
      closed = true;
      upstream?.abort();
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
