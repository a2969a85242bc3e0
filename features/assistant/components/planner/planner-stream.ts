"use client";

import * as React from "react";
import { useLocale } from "next-intl";
import { createSseParser, parseChatEvent, SSE_DONE } from "../../sse";
import type { PlannerInput, PlannerKind } from "../../schemas";
import type { PlannerResult } from "../../planner-jobs";

// The browser's side of POST /api/ai/plan: the reply's text as it arrives, then its result.

export type PlannerOutcome<K extends PlannerKind> =
  | { ok: true; result: Extract<PlannerResult, { kind: K }> }
  | { ok: false; message?: string; fieldErrors?: Record<string, string[]> };

async function readReply(res: Response, onText: (text: string) => void): Promise<{ result?: unknown; error?: string }> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  let text = "";
  let result: unknown;
  for (;;) {
    const { value, done } = await reader.read();
    const payloads = done ? [...parser.push(decoder.decode()), ...parser.flush()] : parser.push(decoder.decode(value, { stream: true }));
    for (const p of payloads) {
      const event = parseChatEvent(p);
      if (!event || event === SSE_DONE) continue;
      if (event.type === "delta") {
        text += event.text;
        onText(text);
      } else if (event.type === "result") result = event.result;
      else if (event.type === "error") return { error: event.message };
    }
    if (done) return { result };
  }
}

/** Runs one planner request; `text` is the reply so far while it streams. */
export function usePlannerStream() {
  const locale = useLocale();
  const [text, setText] = React.useState("");

  const run = React.useCallback(
    async <K extends PlannerKind>(kind: K, input: PlannerInput<K>): Promise<PlannerOutcome<K>> => {
      setText("");
      try {
        const res = await fetch(`/api/ai/plan?lang=${locale}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ kind, input }),
        });
        if (!res.ok || !res.body) {
          const body = (await res.json().catch(() => null)) as { message?: string; fieldErrors?: Record<string, string[]> } | null;
          return { ok: false, message: body?.message, fieldErrors: body?.fieldErrors };
        }
        const { result, error } = await readReply(res, setText);
        if (error !== undefined || !result) return { ok: false, message: error };
        return { ok: true, result: result as Extract<PlannerResult, { kind: K }> };
      } catch {
        return { ok: false };
      } finally {
        setText("");
      }
    },
    [locale],
  );

  return { text, run };
}
