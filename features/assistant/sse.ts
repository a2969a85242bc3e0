// Server-sent events between our chat route and the browser. Each event is one `data:` line
// holding JSON; the stream ends with `data: [DONE]`. Pure, used on both sides.

export type ChatStreamEvent =
  | { type: "meta"; model: string }
  | { type: "delta"; text: string }
  /** The planner only: what the finished reply became (cards, a timeline), before `done`. */
  | { type: "result"; result: unknown }
  | { type: "done"; finishReason: string | null; usage: { promptTokens: number; completionTokens: number; totalTokens: number } | null }
  | { type: "error"; code: string; message: string };

export const SSE_DONE = "[DONE]";

export function encodeSse(event: ChatStreamEvent | typeof SSE_DONE): string {
  return `data: ${typeof event === "string" ? event : JSON.stringify(event)}\n\n`;
}

/** A comment line: ignored by parsers, it keeps proxies from closing a quiet connection. */
export const SSE_KEEPALIVE = ": waiting\n\n";

/**
 * An incremental parser: feed it text as it arrives (chunks may split lines or events anywhere)
 * and it returns the `data` payloads of the events completed so far. Multi-line data is joined
 * with newlines; comments (lines starting with ':') and other fields are ignored.
 */
export function createSseParser() {
  let buffer = "";
  let data: string[] = [];
  return {
    push(chunk: string): string[] {
      buffer += chunk;
      const out: string[] = [];
      let nl: number;
      while ((nl = buffer.search(/\r\n|\r|\n/)) !== -1) {
        const line = buffer.slice(0, nl);
        const sepLength = buffer.startsWith("\r\n", nl) ? 2 : 1;
        // A lone '\r' at the end may be the first half of '\r\n': wait for more.
        if (buffer[nl] === "\r" && nl + 1 === buffer.length) break;
        buffer = buffer.slice(nl + sepLength);
        if (line === "") {
          if (data.length) out.push(data.join("\n"));
          data = [];
        } else if (line.startsWith("data:")) {
          data.push(line.slice(5).replace(/^ /, ""));
        }
      }
      return out;
    },
    /** Data left when the stream ends without a final blank line. */
    flush(): string[] {
      const rest = buffer.startsWith("data:") ? [...data, buffer.slice(5).replace(/^ /, "")] : data;
      buffer = "";
      data = [];
      return rest.length ? [rest.join("\n")] : [];
    },
  };
}

/** Reads a payload; unknown shapes become undefined instead of throwing. */
export function parseChatEvent(payload: string): ChatStreamEvent | typeof SSE_DONE | undefined {
  if (payload === SSE_DONE) return SSE_DONE;
  try {
    const value = JSON.parse(payload) as { type?: unknown };
    if (value && typeof value === "object" && typeof value.type === "string") return value as ChatStreamEvent;
  } catch {
    // fall through
  }
  return undefined;
}
