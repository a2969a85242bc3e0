"use client";

import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ALL_MONTHS } from "../shared/validation";
import { LocalizedField, type LocalizedValue } from "./localized-field";
import { MonthsField } from "./months-field";

const EMPTY: LocalizedValue = { ja: "", en: "", ko: "", zh: "" };

/** A selling point: its text, the months it is on and, for a dated event, its dates in words. */
export type HighlightValue = LocalizedValue & { months: number[]; when: LocalizedValue };

/** A new highlight holds all year until someone picks its months. */
const newHighlight = (): HighlightValue => ({ ...EMPTY, months: [...ALL_MONTHS], when: { ...EMPTY } });

/** A short ordered list of highlights in four languages (a destination's). */
export function HighlightsEditor({
  id,
  value,
  onValue,
  max,
  errorOf,
}: {
  id: string;
  value: HighlightValue[];
  onValue: (v: HighlightValue[]) => void;
  max: number;
  errorOf: (path: string) => string | undefined;
}) {
  const t = useTranslations("admin.destinations");
  const tf = useTranslations("admin.fields");
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onValue(next);
  };
  const change = (i: number, patch: Partial<HighlightValue>) => onValue(value.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  return (
    <div className="flex flex-col gap-3">
      {value.length === 0 ? <p className="rounded-2xl border border-dashed border-line p-4 text-sm text-sumi-soft">{t("highlightsEmpty")}</p> : null}
      <ol className="flex flex-col gap-3">
        {value.map((h, i) => (
          <li key={i} className="flex flex-col gap-4 rounded-2xl border border-line bg-washi/60 p-3">
            <LocalizedField
              id={`${id}-${i}`}
              label={t("highlightN", { n: i + 1 })}
              value={h}
              required
              onValue={(v) => change(i, { ja: v.ja, en: v.en, ko: v.ko, zh: v.zh })}
              errorOf={(lang) => errorOf(`highlights.${i}.${lang}`)}
            />
            <MonthsField id={`${id}-${i}-months`} label={t("highlightMonths", { n: i + 1 })} value={h.months} onValue={(months) => change(i, { months })} error={errorOf(`highlights.${i}.months`)} />
            <LocalizedField
              id={`${id}-${i}-when`}
              label={t("highlightWhen", { n: i + 1 })}
              hint={tf("whenHint")}
              value={h.when}
              onValue={(when) => change(i, { when })}
              errorOf={(lang) => errorOf(`highlights.${i}.when.${lang}`)}
            />
            <div className="flex justify-end gap-1">
              <Button variant="ghost" size="icon" className="size-11" aria-label={t("moveUp", { n: i + 1 })} disabled={i === 0} onClick={() => move(i, i - 1)}>
                <ArrowUp />
              </Button>
              <Button variant="ghost" size="icon" className="size-11" aria-label={t("moveDown", { n: i + 1 })} disabled={i === value.length - 1} onClick={() => move(i, i + 1)}>
                <ArrowDown />
              </Button>
              <Button variant="ghost" size="icon" className="size-11 text-red-700" aria-label={t("removeHighlight", { n: i + 1 })} onClick={() => onValue(value.filter((_, j) => j !== i))}>
                <Trash2 />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={() => onValue([...value, newHighlight()])} disabled={value.length >= max}>
          <Plus aria-hidden />
          {t("addHighlight")}
        </Button>
        <span className="text-xs text-sumi-soft">{t("highlightsHint", { max })}</span>
      </div>
    </div>
  );
}
