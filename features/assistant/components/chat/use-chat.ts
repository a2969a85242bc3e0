"use client";

import "@/lib/zod-browser";
import { useLocale, useTranslations } from "next-intl";
import * as React from "react";
import { toast } from "@/lib/toast";
import { CHAT_HISTORY_MAX, CHAT_MESSAGE_MAX } from "../../constants";
import { createSseParser, parseChatEvent, SSE_DONE } from "../../sse";

export type ChatStatus = "done" | "streaming" | "stopped" | "interrupted";

export interface UiMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
  status: ChatStatus;
}

const STORAGE_KEY = "tabigacha-assistant-chat";
let nextId = 0;
const newId = () => `m${Date.now().toString(36)}${(nextId++).toString(36)}`;

class SendError extends Error {}

/** The chat's state and its actions: send, stop, regenerate, clear. */
export function useChat() {
  const locale = useLocale();
  const t = useTranslations("assistant.chat");
  const [messages, setMessages] = React.useState<UiMessage[]>([]);
  const [streaming, setStreaming] = React.useState(false);
  const controller = React.useRef<AbortController | null>(null);
  const restored = React.useRef(false);

  // The conversation survives a reload within the tab (never the server's business).
  React.useEffect(() => {
    try {
      const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]") as UiMessage[];
      if (Array.isArray(saved) && saved.length) {
        // Restoring client-only storage after hydration is the point of this effect.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setMessages(saved.map((m) => ({ ...m, status: m.status === "streaming" ? "stopped" : m.status })));
      }
    } catch {
      // unreadable storage: start afresh
    }
    restored.current = true;
  }, []);
  React.useEffect(() => {
    if (!restored.current || streaming) return;
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(messages.slice(-CHAT_HISTORY_MAX * 2)));
    } catch {
      // storage full or disabled
    }
  }, [messages, streaming]);

  const update = (id: string, fn: (m: UiMessage) => UiMessage) => setMessages((ms) => ms.map((m) => (m.id === id ? fn(m) : m)));

  const run = React.useCallback(
    async (history: UiMessage[], userId: string) => {
      const assistantId = newId();
      setMessages([...history, { id: assistantId, role: "assistant", content: "", status: "streaming" }]);
      setStreaming(true);
      const abort = new AbortController();
      controller.current = abort;
      let received = "";
      const fail = (description?: string) => {
        if (received) {
          update(assistantId, (m) => ({ ...m, status: "interrupted" }));
        } else {
          // Nothing came back: the question goes too, so the user can send it again.
          setMessages((ms) => ms.filter((m) => m.id !== assistantId && m.id !== userId));
        }
        toast.error(t("sendFailed"), description ? { description } : undefined);
      };
      try {
        const payload = history.filter((m) => m.content.trim()).map((m) => ({ role: m.role, content: m.content }));
        const res = await fetch(`/api/ai/chat?lang=${locale}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ messages: payload.slice(-CHAT_HISTORY_MAX) }),
          signal: abort.signal,
        });
        if (!res.ok || !res.body) {
          const body = (await res.json().catch(() => null)) as { message?: string } | null;
          throw new SendError(body?.message);
        }
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        const parser = createSseParser();
        let finished = false;
        while (!finished) {
          const { value, done } = await reader.read();
          const payloads = done ? [...parser.push(decoder.decode()), ...parser.flush()] : parser.push(decoder.decode(value, { stream: true }));
          for (const p of payloads) {
            const event = parseChatEvent(p);
            if (!event) continue;
            if (event === SSE_DONE) finished = true;
            else if (event.type === "delta") {
              received += event.text;
              const text = received;
              update(assistantId, (m) => ({ ...m, content: text }));
            } else if (event.type === "error") throw new SendError(event.message);
          }
          if (done) break;
        }
        if (!received) throw new SendError();
        update(assistantId, (m) => ({ ...m, status: finished ? "done" : "interrupted" }));
      } catch (error) {
        if (abort.signal.aborted) {
          // Stopped by the user: keep what arrived; an empty bubble goes.
          if (received) update(assistantId, (m) => ({ ...m, status: "stopped" }));
          else setMessages((ms) => ms.filter((m) => m.id !== assistantId));
        } else {
          fail(error instanceof SendError ? error.message || undefined : undefined);
        }
      } finally {
        controller.current = null;
        setStreaming(false);
      }
    },
    [locale, t],
  );

  const send = React.useCallback(
    (text: string) => {
      const content = text.trim();
      if (!content || streaming || content.length > CHAT_MESSAGE_MAX) return false;
      const user: UiMessage = { id: newId(), role: "user", content, status: "done" };
      void run([...messages, user], user.id);
      return true;
    },
    [messages, run, streaming],
  );

  const stop = React.useCallback(() => controller.current?.abort(), []);

  const regenerate = React.useCallback(() => {
    if (streaming) return;
    const lastUser = messages.findLastIndex((m) => m.role === "user");
    if (lastUser === -1) return;
    void run(messages.slice(0, lastUser + 1), messages[lastUser].id);
  }, [messages, run, streaming]);

  const clear = React.useCallback(() => {
    if (!streaming) setMessages([]);
  }, [streaming]);

  return { messages, streaming, send, stop, regenerate, clear };
}
