import { hang, json, type FakeContext, type FakeRoute } from "../registry";
import { chunksOf, lastUserMessage, replyFor, replyKind, tokenCount, type FakeChatBody } from "./openai-replies";

// A fake OpenAI-compatible server: POST /v1/chat/completions (plain and streamed as server-sent
// events) and GET /v1/models. Scenarios: ok, fast (stream without pauses), rate-limit-N (429 N
// times, then answers), hang, malformed-json, error-500, garbage (models are listed, but every
// completion is an HTTP 200 that is not a completion: in turn an HTML page, a body that is not
// JSON, {}, a model list, no choices, a choice without a message).
// Test helpers: GET /__streams lists streamed replies and whether the client hung up early;
// POST /__reset clears the counters.

const STREAM_CHUNK_DELAY_MS = 100;

interface StreamRecord {
  prompt: string;
  chunks: number;
  sent: number;
  completed: boolean;
  /** The client closed the connection before the done marker. */
  aborted: boolean;
}

const state = { scenario: "ok", rateLimited: 0, garbage: 0, streams: [] as StreamRecord[] };

const GARBAGE: [contentType: string, body: string][] = [
  ["text/html", "<html><body>Please sign in</body></html>"],
  ["application/json", "<html>not json"],
  ["application/json", "{}"],
  ["application/json", JSON.stringify({ object: "list", data: [] })],
  ["application/json", JSON.stringify({ id: "chatcmpl-fake", model: "gpt-4o-mini", choices: [] })],
  ["application/json", JSON.stringify({ id: "chatcmpl-fake", model: "gpt-4o-mini", choices: [{ index: 0, finish_reason: "stop" }] })],
];

function reset() {
  state.rateLimited = 0;
  state.garbage = 0;
  state.streams = [];
}

function apiError(ctx: FakeContext, status: number, message: string, type: string, code: string | null) {
  json(ctx, status, { error: { message, type, param: null, code } });
}

function completion(body: FakeChatBody, content: string) {
  const prompt = (body.messages ?? []).map((m) => m.content).join("\n");
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: 1_700_000_000,
    model: body.model ?? "gpt-4o-mini",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: tokenCount(prompt), completion_tokens: tokenCount(content), total_tokens: tokenCount(prompt) + tokenCount(content) },
  };
}

function stream(ctx: FakeContext, body: FakeChatBody, content: string, delayMs: number) {
  const { res } = ctx;
  const record: StreamRecord = { prompt: lastUserMessage(body), chunks: 0, sent: 0, completed: false, aborted: false };
  state.streams.push(record);
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  const base = { id: "chatcmpl-fake", object: "chat.completion.chunk", created: 1_700_000_000, model: body.model ?? "gpt-4o-mini" };
  const send = (value: unknown) => res.write(`data: ${JSON.stringify(value)}\n\n`);
  const pieces = chunksOf(content);
  record.chunks = pieces.length;
  let i = 0;
  let timer: NodeJS.Timeout | undefined;
  res.on("close", () => {
    clearTimeout(timer);
    if (!record.completed) record.aborted = true;
  });
  const tick = () => {
    if (res.destroyed) return;
    if (i < pieces.length) {
      send({ ...base, choices: [{ index: 0, delta: i === 0 ? { role: "assistant", content: pieces[i] } : { content: pieces[i] }, finish_reason: null }] });
      i++;
      record.sent = i;
      timer = setTimeout(tick, delayMs);
      return;
    }
    send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: "stop" }] });
    if (body.stream_options?.include_usage) {
      const prompt = (body.messages ?? []).map((m) => m.content).join("\n");
      send({ ...base, choices: [], usage: { prompt_tokens: tokenCount(prompt), completion_tokens: tokenCount(content), total_tokens: tokenCount(prompt) + tokenCount(content) } });
    }
    res.write("data: [DONE]\n\n");
    record.completed = true;
    res.end();
  };
  tick();
}

export const fake: FakeRoute = {
  service: "openai",
  prefix: "/openai",
  handle(ctx) {
    if (ctx.scenario !== state.scenario) {
      state.scenario = ctx.scenario;
      state.rateLimited = 0;
      state.garbage = 0;
    }
    if (ctx.path === "/__reset") {
      reset();
      return json(ctx, 200, { ok: true });
    }
    if (ctx.path === "/__streams") return json(ctx, 200, state.streams);

    const auth = ctx.req.headers.authorization ?? "";
    if (!auth.startsWith("Bearer ") || auth.length <= "Bearer ".length) {
      return apiError(ctx, 401, "Incorrect API key provided", "invalid_request_error", "invalid_api_key");
    }
    if (ctx.scenario === "hang") return hang(ctx);
    if (ctx.scenario === "error-500") return apiError(ctx, 500, "The server had an error while processing your request", "server_error", null);

    if (ctx.path === "/v1/models" && ctx.req.method === "GET") {
      return json(ctx, 200, {
        object: "list",
        data: ["gpt-4o-mini", "gpt-4", "gpt-3.5-turbo"].map((id) => ({ id, object: "model", created: 1_700_000_000, owned_by: "fake" })),
      });
    }
    if (ctx.path !== "/v1/chat/completions" || ctx.req.method !== "POST") {
      return apiError(ctx, 404, `Unknown path ${ctx.path}`, "invalid_request_error", "not_found");
    }
    if (ctx.scenario === "garbage") {
      const [contentType, garbage] = GARBAGE[state.garbage++ % GARBAGE.length];
      ctx.res.setHeader("content-type", contentType);
      return void ctx.res.end(garbage);
    }

    const limited = /^rate-limit-(\d+)$/.exec(ctx.scenario);
    if (limited && state.rateLimited < Number(limited[1])) {
      state.rateLimited++;
      return apiError(ctx, 429, "Rate limit reached for requests", "requests", "rate_limit_exceeded");
    }

    let body: FakeChatBody;
    try {
      body = JSON.parse(ctx.body || "{}") as FakeChatBody;
    } catch {
      return apiError(ctx, 400, "We could not parse the JSON body of your request", "invalid_request_error", null);
    }
    if (!Array.isArray(body.messages) || body.messages.length === 0) {
      return apiError(ctx, 400, "'messages' is a required property", "invalid_request_error", null);
    }
    const content = replyFor(replyKind(body), body, ctx.scenario === "malformed-json");
    if (body.stream) return stream(ctx, body, content, ctx.scenario === "fast" ? 0 : STREAM_CHUNK_DELAY_MS);
    json(ctx, 200, completion(body, content));
  },
};
