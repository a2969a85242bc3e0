import { describe, expect, it } from "vitest";
import { createSseParser, encodeSse, parseChatEvent, SSE_DONE, type ChatStreamEvent } from "./sse";

describe("SSE parsing", () => {
  it("reads events split across chunks at any point", () => {
    const events: ChatStreamEvent[] = [
      { type: "meta", model: "gpt-4o-mini" },
      { type: "delta", text: "箱根の" },
      { type: "delta", text: "温泉\nへ" },
      { type: "done", finishReason: "stop", usage: null },
    ];
    const wire = events.map(encodeSse).join("") + encodeSse(SSE_DONE);
    // Feed one character at a time: the worst split possible.
    const parser = createSseParser();
    const payloads: string[] = [];
    for (const ch of wire) payloads.push(...parser.push(ch));
    payloads.push(...parser.flush());
    expect(payloads.map(parseChatEvent)).toEqual([...events, SSE_DONE]);
  });

  it("handles CRLF line ends, comments, other fields and multi-line data", () => {
    const parser = createSseParser();
    const out = parser.push(": keep-alive\r\nevent: message\r\ndata: first\r\ndata: second\r\n\r\ndata: third\r");
    expect(out).toEqual(["first\nsecond"]);
    expect(parser.push("\n\r\n")).toEqual(["third"]);
  });

  it("returns what is left when the stream ends without a blank line", () => {
    const parser = createSseParser();
    expect(parser.push('data: {"type":"delta","text":"a"}\n')).toEqual([]);
    expect(parser.flush()).toEqual(['{"type":"delta","text":"a"}']);
  });

  it("reads the OpenAI wire format's done marker and ignores garbage", () => {
    expect(parseChatEvent("[DONE]")).toBe(SSE_DONE);
    expect(parseChatEvent("{not json")).toBeUndefined();
    expect(parseChatEvent('{"no":"type"}')).toBeUndefined();
  });
});
