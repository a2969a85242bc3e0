"use client";

import { MessageCircleHeart, RotateCcw, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { CHAT_SUGGESTIONS } from "../../constants";
import { NotConfigured } from "../not-configured";
import { ChatComposer } from "./chat-composer";
import { MessageBubble } from "./message-bubble";
import { useChat } from "./use-chat";

export function ChatPanel({ configured }: { configured: boolean }) {
  const t = useTranslations("assistant.chat");
  const { messages, streaming, send, stop, regenerate, clear } = useChat();
  const end = React.useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1];

  // Follow the reply as it grows, unless the reader has scrolled up to read something else.
  React.useEffect(() => {
    const el = end.current;
    if (!el || !messages.length) return;
    const rect = el.getBoundingClientRect();
    if (rect.top < window.innerHeight + 240) el.scrollIntoView({ block: "end", behavior: "smooth" });
  }, [messages]);

  return (
    <section aria-label={t("title")} className="flex flex-col gap-4">
      {!configured ? <NotConfigured /> : null}
      {messages.length === 0 ? (
        <div className="flex flex-col items-center gap-3 overflow-hidden rounded-[var(--radius-card)] border border-line bg-white/70 px-5 pb-8 text-center">
          <img src="/images/splash/seaside-town.svg" alt="" aria-hidden className="-mx-5 h-28 w-[calc(100%+2.5rem)] max-w-none object-cover opacity-90 sm:h-36" />
          <span aria-hidden className="relative -mt-9 flex size-12 items-center justify-center rounded-full border-4 border-white bg-mood-soft text-mood-deep">
            <MessageCircleHeart className="size-6" />
          </span>
          <h2 className="text-lg font-semibold">{t("welcomeTitle")}</h2>
          <p className="max-w-md text-sm text-sumi-soft">{t("welcomeBody")}</p>
          <div className="mt-2 w-full">
            <p className="mb-2 text-xs font-medium text-sumi-soft">{t("suggestionsLabel")}</p>
            <ul className="flex flex-wrap justify-center gap-2">
              {CHAT_SUGGESTIONS.map((key) => (
                <li key={key}>
                  <button
                    type="button"
                    disabled={!configured}
                    onClick={() => send(t(`suggestions.${key}`))}
                    className="min-h-11 rounded-full border border-line bg-white px-4 py-2 text-left text-sm text-sumi shadow-soft transition-colors hover:border-mood hover:bg-mood-soft disabled:opacity-50"
                  >
                    {t(`suggestions.${key}`)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : (
        <ol role="log" aria-live="polite" aria-relevant="additions text" aria-label={t("conversation")} className="flex flex-col gap-4">
          {messages.map((m) => (
            <MessageBubble key={m.id} message={m} />
          ))}
        </ol>
      )}
      {messages.length > 0 ? (
        <div className="flex flex-wrap items-center justify-end gap-2">
          {last?.role === "assistant" && !streaming ? (
            <Button variant="outline" size="sm" onClick={regenerate} disabled={!configured}>
              <RotateCcw /> {t("regenerate")}
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" onClick={clear} disabled={streaming}>
            <Trash2 /> {t("clear")}
          </Button>
        </div>
      ) : null}
      <div ref={end} className="sticky bottom-0 z-10 -mx-1 bg-gradient-to-t from-washi via-washi to-washi/0 px-1 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3">
        <ChatComposer disabled={!configured} streaming={streaming} onSend={send} onStop={stop} />
        <p id="assistant-chat-hint" className="mt-1.5 px-3 text-center text-xs text-sumi-soft">{t("hint")}</p>
      </div>
    </section>
  );
}
