"use client";

import { ArrowUp, Square } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { CHAT_MESSAGE_MAX } from "../../constants";

/** Enter sends, Shift+Enter breaks the line (and Enter while composing kana only confirms it). */
export function ChatComposer({
  disabled,
  streaming,
  onSend,
  onStop,
}: {
  disabled?: boolean;
  streaming: boolean;
  onSend: (text: string) => boolean;
  onStop: () => void;
}) {
  const t = useTranslations("assistant.chat");
  const [value, setValue] = React.useState("");
  const ref = React.useRef<HTMLTextAreaElement>(null);
  const empty = !value.trim();
  const tooLong = value.length > CHAT_MESSAGE_MAX;

  // Grow with the text up to about six lines.
  React.useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${Math.min(el.scrollHeight, 168)}px`;
  }, [value]);

  const submit = () => {
    if (disabled || streaming || empty || tooLong) return;
    if (onSend(value)) setValue("");
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      className="flex items-end gap-2 rounded-[1.5rem] border border-line bg-white p-2 shadow-soft focus-within:border-mood focus-within:ring-2 focus-within:ring-mood/20"
    >
      <label htmlFor="assistant-chat-input" className="sr-only">
        {t("inputLabel")}
      </label>
      <textarea
        id="assistant-chat-input"
        ref={ref}
        rows={1}
        maxLength={CHAT_MESSAGE_MAX}
        value={value}
        disabled={disabled}
        placeholder={t("placeholder")}
        aria-describedby="assistant-chat-hint"
        aria-invalid={tooLong || undefined}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== "Enter" || e.shiftKey) return;
          // Enter that confirms an IME conversion is not a send.
          if (e.nativeEvent.isComposing || e.keyCode === 229) return;
          e.preventDefault();
          submit();
        }}
        className="max-h-42 min-h-11 flex-1 resize-none bg-transparent px-3 py-2.5 text-[15px] leading-6 placeholder:text-sumi-soft/60 focus:outline-none disabled:opacity-50"
      />
      {streaming ? (
        <Button type="button" variant="outline" size="icon" className="size-11 shrink-0" onClick={onStop} aria-label={t("stop")}>
          <Square className="fill-current" />
        </Button>
      ) : (
        <Button type="submit" variant="mood" size="icon" className="size-11 shrink-0" disabled={disabled || empty || tooLong} aria-label={t("send")}>
          <ArrowUp />
        </Button>
      )}
    </form>
  );
}
