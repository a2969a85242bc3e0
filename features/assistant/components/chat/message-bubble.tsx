"use client";

import { Sparkles } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { MarkdownText } from "../markdown-text";
import type { UiMessage } from "./use-chat";

export function MessageBubble({ message }: { message: UiMessage }) {
  const t = useTranslations("assistant.chat");
  if (message.role === "user") {
    return (
      <li className="flex justify-end" data-testid="chat-user-message">
        <div className="max-w-[85%] whitespace-pre-wrap break-words rounded-[1.25rem] rounded-br-md bg-mood px-4 py-2.5 text-[15px] leading-relaxed text-mood-ink shadow-soft">
          <span className="sr-only">{t("you")}: </span>
          {message.content}
        </div>
      </li>
    );
  }
  const streaming = message.status === "streaming";
  return (
    <li className="flex gap-2.5" data-testid="chat-assistant-message" data-status={message.status}>
      <span aria-hidden className="mt-1 flex size-8 shrink-0 items-center justify-center rounded-full bg-mood-soft text-mood-deep">
        <Sparkles className="size-4" />
      </span>
      <div className="min-w-0 max-w-[85%] rounded-[1.25rem] rounded-tl-md border border-line bg-white px-4 py-3 shadow-soft">
        <span className="sr-only">{t("assistant")}: </span>
        <div aria-busy={streaming || undefined} data-testid="chat-reply">
          {message.content ? (
            <MarkdownText
              source={message.content}
              trailing={streaming ? <span aria-hidden className="ms-0.5 inline-block h-4 w-1.5 translate-y-0.5 animate-pulse rounded-sm bg-mood/70" /> : null}
            />
          ) : (
            <span className="inline-flex items-center gap-1.5 py-1 text-sm text-sumi-soft">
              <span className="sr-only">{t("thinking")}</span>
              {[0, 1, 2].map((i) => (
                <span key={i} aria-hidden className="size-1.5 animate-pulse rounded-full bg-sumi-soft/60" style={{ animationDelay: `${i * 150}ms` }} />
              ))}
            </span>
          )}
        </div>
        {message.status === "stopped" || message.status === "interrupted" ? (
          <p className={cn("mt-2 text-xs", message.status === "stopped" ? "text-sumi-soft" : "text-red-600")}>
            {t(message.status === "stopped" ? "stopped" : "interrupted")}
          </p>
        ) : null}
      </div>
    </li>
  );
}
