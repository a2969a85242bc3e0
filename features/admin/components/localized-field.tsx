"use client";

import { useTranslations } from "next-intl";
import * as React from "react";
import { FieldError, Input, Label, Textarea } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { locales as LOCALES } from "@/i18n/routing";

export type LocalizedValue = { ja: string; en: string; ko: string; zh: string };
type Lang = (typeof LOCALES)[number];

/**
 * One text in four languages: a language switch above one input. A dot marks languages still
 * empty; a red dot, a language with an error (the switch jumps to it).
 */
export function LocalizedField({
  id,
  label,
  value,
  onValue,
  errorOf,
  multiline = false,
  rows = 4,
  required = false,
  hint,
}: {
  id: string;
  label: React.ReactNode;
  value: LocalizedValue;
  onValue: (v: LocalizedValue) => void;
  errorOf: (lang: Lang) => string | undefined;
  multiline?: boolean;
  rows?: number;
  required?: boolean;
  hint?: React.ReactNode;
}) {
  const t = useTranslations("admin.common");
  const tl = useTranslations("admin.languages");
  const [active, setActive] = React.useState<Lang>("ja");
  const errors = Object.fromEntries(LOCALES.map((l) => [l, errorOf(l)])) as Record<Lang, string | undefined>;
  const firstError = LOCALES.find((l) => errors[l]);
  // Jump to a language when an error appears in it (state adjusted during render, no effect).
  const [seenError, setSeenError] = React.useState(firstError);
  if (firstError !== seenError) {
    setSeenError(firstError);
    if (firstError) setActive(firstError);
  }

  const inputId = `${id}-${active}`;
  const error = errors[active];
  const common = {
    id: inputId,
    value: value[active] ?? "",
    lang: active,
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": [error ? `${inputId}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onValue({ ...value, [active]: e.target.value }),
  };

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={inputId}>
          {label}
          {required ? <span className="ml-1 text-xs text-brand" aria-hidden>*</span> : null}
          <span className="sr-only"> ({tl(active)})</span>
        </Label>
        <div role="group" aria-label={t("languageOf", { field: typeof label === "string" ? label : "" })} className="inline-flex rounded-full bg-washi-deep p-0.5">
          {LOCALES.map((l) => {
            const empty = !(value[l] ?? "").trim();
            return (
              <button
                key={l}
                type="button"
                aria-pressed={active === l}
                onClick={() => setActive(l)}
                className={cn(
                  "relative inline-flex h-9 min-w-11 items-center justify-center rounded-full px-2.5 text-xs font-semibold uppercase tracking-wide transition-colors",
                  active === l ? "bg-white text-sumi shadow-soft" : "text-sumi-soft hover:text-sumi",
                )}
              >
                {l}
                {errors[l] ? (
                  <span className="absolute right-1 top-1 size-2 rounded-full bg-red-500" aria-label={t("hasError")} />
                ) : empty && l !== "ja" ? (
                  <span className="absolute right-1 top-1 size-1.5 rounded-full bg-amber-400" aria-label={t("notTranslated")} />
                ) : null}
              </button>
            );
          })}
        </div>
      </div>
      {multiline ? <Textarea {...common} rows={rows} /> : <Input {...common} />}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-sumi-soft">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${inputId}-error`}>{error}</FieldError>
    </div>
  );
}
