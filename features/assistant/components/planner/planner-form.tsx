"use client";

import "@/lib/zod-browser";
import { Minus, Plus, Sparkles } from "lucide-react";
import { useMessages, useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Label, Textarea } from "@/components/ui/input";
import { isMessageKey } from "@/i18n/message-keys";
import { cn } from "@/lib/utils";
import {
  BUDGET_BAND_KEYS,
  DEFAULT_BUDGET,
  DEFAULT_DURATION,
  DEFAULT_GUESTS,
  DEFAULT_STYLE,
  DESTINATION_MAX,
  DURATIONS,
  GUESTS_MAX,
  GUESTS_MIN,
  INTERESTS,
  QUESTION_MAX,
  TRAVEL_STYLES,
  type BudgetBand,
  type Duration,
  type Interest,
  type TravelStyle,
} from "../../constants";
import { planRequestSchema, type PlanRequest } from "../../schemas";
import { Chip, ChipGroup } from "./chips";

export function PlannerForm({
  disabled,
  pending,
  destinations,
  fieldErrors,
  onSubmit,
}: {
  disabled?: boolean;
  pending: boolean;
  destinations: string[];
  fieldErrors?: Record<string, string[]>;
  onSubmit: (request: PlanRequest) => void;
}) {
  const t = useTranslations("assistant.planner");
  const tv = useTranslations("assistant.validation");
  const validation = useMessages().assistant.validation;
  const [mode, setMode] = React.useState<"form" | "question">("form");
  const [destination, setDestination] = React.useState("");
  const [duration, setDuration] = React.useState<Duration>(DEFAULT_DURATION);
  const [budget, setBudget] = React.useState<BudgetBand>(DEFAULT_BUDGET);
  const [interests, setInterests] = React.useState<Interest[]>([]);
  const [travelStyle, setTravelStyle] = React.useState<TravelStyle>(DEFAULT_STYLE);
  const [guests, setGuests] = React.useState(DEFAULT_GUESTS);
  const [question, setQuestion] = React.useState("");
  const [errors, setErrors] = React.useState<Record<string, string[]>>({});
  const shown = { ...fieldErrors, ...errors };
  const errorOf = (field: string) => {
    const key = shown[field]?.[0];
    return key ? (isMessageKey(validation, key) ? tv(key) : key) : undefined;
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const input = mode === "form" ? { mode, destination, duration, budget, interests, travelStyle, guests } : { mode, question };
    const parsed = planRequestSchema.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (next[issue.path.join(".")] ??= []).push(issue.message);
      setErrors(next);
      document.getElementById(mode === "form" ? "planner-destination" : "planner-question")?.focus();
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-busy={pending || undefined}>
      <div role="radiogroup" aria-label={t("modeLabel")} className="grid grid-cols-2 gap-1 rounded-full bg-washi-deep p-1">
        {(["form", "question"] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={mode === m}
            onClick={() => setMode(m)}
            className={cn("min-h-10 rounded-full px-3 text-sm font-medium transition-colors", mode === m ? "bg-white text-sumi shadow-soft" : "text-sumi-soft hover:text-sumi")}
          >
            {t(`modes.${m}`)}
          </button>
        ))}
      </div>

      {mode === "form" ? (
        <>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="planner-destination">
              {t("destination")} <span className="text-xs text-brand">{t("required")}</span>
            </Label>
            <Input
              id="planner-destination"
              list="planner-destinations"
              value={destination}
              maxLength={DESTINATION_MAX}
              placeholder={t("destinationPlaceholder")}
              aria-invalid={Boolean(errorOf("destination")) || undefined}
              aria-describedby={errorOf("destination") ? "planner-destination-error" : undefined}
              onChange={(e) => setDestination(e.target.value)}
              required
            />
            <datalist id="planner-destinations">
              {destinations.map((d) => (
                <option key={d} value={d} />
              ))}
            </datalist>
            <FieldError id="planner-destination-error">{errorOf("destination")}</FieldError>
          </div>

          <div className="grid gap-5 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="planner-duration">{t("duration")}</Label>
              <select
                id="planner-duration"
                value={duration}
                onChange={(e) => setDuration(e.target.value as Duration)}
                className="h-11 w-full rounded-xl border border-line bg-white px-3 text-[15px] focus-visible:border-mood focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-mood/25"
              >
                {DURATIONS.map((d) => (
                  <option key={d} value={d}>
                    {t(`durations.${d}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1.5">
              <span id="planner-guests-label" className="text-sm font-medium text-sumi">
                {t("guests")}
              </span>
              <div role="group" aria-labelledby="planner-guests-label" className="flex h-11 items-center justify-between rounded-xl border border-line bg-white px-1">
                <Button type="button" variant="ghost" size="icon" aria-label={t("guestsLess")} disabled={guests <= GUESTS_MIN} onClick={() => setGuests((g) => Math.max(GUESTS_MIN, g - 1))}>
                  <Minus />
                </Button>
                <output aria-live="polite" className="text-[15px] font-medium">
                  {t("guestsCount", { count: guests })}
                </output>
                <Button type="button" variant="ghost" size="icon" aria-label={t("guestsMore")} disabled={guests >= GUESTS_MAX} onClick={() => setGuests((g) => Math.min(GUESTS_MAX, g + 1))}>
                  <Plus />
                </Button>
              </div>
            </div>
          </div>

          <ChipGroup label={t("budget")} kind="radio">
            {BUDGET_BAND_KEYS.map((b) => (
              <Chip key={b} kind="radio" selected={budget === b} onClick={() => setBudget(b)}>
                {t(`budgets.${b}`)}
              </Chip>
            ))}
          </ChipGroup>

          <ChipGroup label={t("interests")} kind="checkbox">
            {INTERESTS.map((i) => (
              <Chip key={i} kind="checkbox" selected={interests.includes(i)} onClick={() => setInterests((xs) => (xs.includes(i) ? xs.filter((x) => x !== i) : [...xs, i]))}>
                {t(`interestOptions.${i}`)}
              </Chip>
            ))}
          </ChipGroup>

          <ChipGroup label={t("travelStyle")} kind="radio">
            {TRAVEL_STYLES.map((s) => (
              <Chip key={s} kind="radio" selected={travelStyle === s} onClick={() => setTravelStyle(s)}>
                {t(`styles.${s}`)}
              </Chip>
            ))}
          </ChipGroup>
        </>
      ) : (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="planner-question">
            {t("question")} <span className="text-xs text-brand">{t("required")}</span>
          </Label>
          <Textarea
            id="planner-question"
            value={question}
            maxLength={QUESTION_MAX}
            placeholder={t("questionPlaceholder")}
            aria-invalid={Boolean(errorOf("question")) || undefined}
            aria-describedby={errorOf("question") ? "planner-question-error" : undefined}
            onChange={(e) => setQuestion(e.target.value)}
          />
          <FieldError id="planner-question-error">{errorOf("question")}</FieldError>
        </div>
      )}

      <Button type="submit" variant="mood" size="lg" disabled={disabled || pending} className="w-full sm:w-auto sm:self-start">
        {pending ? <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : <Sparkles />}
        {pending ? t("generating") : t("submit")}
      </Button>
    </form>
  );
}
