"use client";

import { enUS, ja, ko, zhCN } from "date-fns/locale";
import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import * as React from "react";
import { DayPicker, type DateRange as PickerRange, type DayButtonProps } from "react-day-picker";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { Locale } from "@/i18n/routing";
import { cn } from "@/lib/utils";
import { fromLocalDate, lastCheckInDay, MAX_STAY_NIGHTS, toLocalDate, type DateRange } from "../dates";
import { addDays, japanToday, nightsBetween } from "@/lib/japan-time";
import type { HolidayMap } from "../holidays";
import { useTripFormat } from "../use-trip-format";

const DATE_LOCALES = { ja, en: enUS, ko, zh: zhCN } as const;
/** The week starts on Sunday in Japanese, English and Korean, on Monday in Chinese. */
export const WEEK_STARTS_ON: Record<Locale, 0 | 1> = { ja: 0, en: 0, ko: 0, zh: 1 };

interface DateRangeDialogProps {
  /** The page's palette: the dialog renders outside the page, in a portal. */
  mood?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: DateRange | null;
  onDone: (range: DateRange | null) => void;
  holidays: HolidayMap;
}

/** A range picker in a modal: past dates disabled, done needs a start date, clear resets. */
export function DateRangeDialog({ open, onOpenChange, value, onDone, holidays, mood }: DateRangeDialogProps) {
  const t = useTranslations("magicQuestion.dates");
  const tc = useTranslations("common");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tc("close")} className="sm:max-w-md" data-mood={mood}>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CalendarDays aria-hidden className="size-5 text-mood" />
            {t("dialogTitle")}
          </DialogTitle>
          <DialogDescription>{t("dialogDescription")}</DialogDescription>
        </DialogHeader>
        {/* Mounted with the dialog's content, so every opening starts from the current value. */}
        <RangePicker value={value} holidays={holidays} onDone={onDone} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function RangePicker({ value, holidays, onDone, onClose }: { value: DateRange | null; holidays: HolidayMap; onDone: (range: DateRange | null) => void; onClose: () => void }) {
  const t = useTranslations("magicQuestion.dates");
  const locale = useLocale();
  const fmt = useTripFormat();
  const [draft, setDraft] = React.useState<PickerRange | undefined>(() =>
    value ? { from: toLocalDate(value.from), to: value.to ? toLocalDate(value.to) : undefined } : undefined,
  );
  const [today] = React.useState(() => toLocalDate(japanToday()));
  const [lastStart] = React.useState(lastCheckInDay);
  const holidayDates = React.useMemo(() => Object.keys(holidays).map(toLocalDate), [holidays]);

  // After a complete range, a new click starts a new range instead of stretching the old one.
  const onSelect = (next: PickerRange | undefined, clicked: Date) => {
    if (draft?.from && draft.to) setDraft({ from: clicked, to: undefined });
    else setDraft(next);
  };

  const from = draft?.from ? fromLocalDate(draft.from) : null;
  const to = draft?.to ? fromLocalDate(draft.to) : null;
  // Picking an end: up to MAX_STAY_NIGHTS nights after the start. Otherwise: a start in the window.
  const lastDay = toLocalDate(from && !to ? addDays(from, MAX_STAY_NIGHTS) : lastStart);
  const lastMonth = toLocalDate(addDays(lastStart, MAX_STAY_NIGHTS));
  const status = !from ? t("pickStart") : !to ? t("pickEnd") : `${fmt.range(from, to)} · ${t("nights", { count: nightsBetween(from, to) })}`;

  const DayButton = React.useCallback(
    ({ day, modifiers, className, ...props }: DayButtonProps) => {
      const holiday = holidays[fromLocalDate(day.date)];
      const name = holiday ? (locale === "ja" ? holiday.ja : holiday.en) : null;
      return (
        <button
          {...props}
          className={cn(
            className,
            modifiers.saturday && "text-sky-700",
            (modifiers.sunday || modifiers.holiday) && "text-red-600",
            modifiers.holiday && "relative after:absolute after:bottom-1 after:size-1 after:rounded-full after:bg-red-500",
          )}
          title={name ? t("holiday", { name }) : undefined}
          aria-label={name ? `${props["aria-label"] ?? ""} ${t("holiday", { name })}`.trim() : props["aria-label"]}
        />
      );
    },
    [holidays, locale, t],
  );

  return (
    <>
      <DayPicker
        mode="range"
        min={1}
        max={MAX_STAY_NIGHTS}
        selected={draft}
        onSelect={onSelect}
        locale={DATE_LOCALES[locale]}
        weekStartsOn={WEEK_STARTS_ON[locale]}
        disabled={[{ before: today }, { after: lastDay }]}
        startMonth={today}
        endMonth={new Date(lastMonth.getFullYear(), lastMonth.getMonth(), 1)}
        defaultMonth={draft?.from ?? today}
        modifiers={{ holiday: holidayDates, sunday: { dayOfWeek: [0] }, saturday: { dayOfWeek: [6] } }}
        labels={{ labelNext: () => t("nextMonth"), labelPrevious: () => t("previousMonth") }}
        components={{
          DayButton,
          Chevron: ({ orientation }) => (orientation === "left" ? <ChevronLeft className="size-5" /> : <ChevronRight className="size-5" />),
        }}
        classNames={{
          root: "relative mx-auto w-full max-w-sm select-none",
          months: "relative",
          month: "w-full",
          month_caption: "flex h-11 items-center justify-center text-base font-semibold",
          nav: "absolute inset-x-0 top-0 z-10 flex h-11 items-center justify-between",
          button_previous: "flex size-11 items-center justify-center rounded-full hover:bg-washi-deep disabled:opacity-30",
          button_next: "flex size-11 items-center justify-center rounded-full hover:bg-washi-deep disabled:opacity-30",
          month_grid: "mt-2 w-full border-collapse",
          weekdays: "text-xs text-sumi-soft",
          weekday: "h-8 font-medium",
          week: "",
          day: "group/day p-0 text-center text-[15px] [&[data-outside]]:opacity-0",
          day_button:
            "mx-auto flex size-11 items-center justify-center rounded-full tabular-nums transition-colors hover:bg-mood-soft focus-visible:outline-2 disabled:pointer-events-none disabled:text-sumi/25 disabled:line-through",
          today: "font-bold [&>button]:ring-1 [&>button]:ring-mood/50",
          selected: "[&>button]:bg-mood [&>button]:text-mood-ink [&>button]:hover:bg-mood-deep",
          range_middle: "bg-mood-soft [&>button]:!bg-transparent [&>button]:!text-mood-deep",
          range_start: "rounded-l-full bg-mood-soft",
          range_end: "rounded-r-full bg-mood-soft",
          outside: "invisible",
          disabled: "",
          hidden: "invisible",
        }}
      />
      <p className="mt-3 flex items-center gap-2 text-xs text-sumi-soft">
        <span aria-hidden className="inline-block size-1.5 rounded-full bg-red-500" />
        {t("legendHoliday")}
      </p>
      <p role="status" aria-live="polite" data-testid="date-status" className="mt-3 rounded-xl bg-washi-deep px-4 py-3 text-sm font-medium">
        {status}
      </p>
      <DialogFooter>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(undefined);
            onDone(null);
          }}
          disabled={!draft?.from}
        >
          {t("clear")}
        </Button>
        <Button
          variant="mood"
          disabled={!from}
          onClick={() => {
            onDone(from ? { from, to } : null);
            onClose();
          }}
        >
          {t("done")}
        </Button>
      </DialogFooter>
    </>
  );
}
