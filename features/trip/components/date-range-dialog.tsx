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
  // Each day's name in the page's language, with the day's number as a word of its own ("Sunday,
  // November 1, 2026", not "November 1st"), so the name contains the number the button shows.
  const dayLabel = React.useMemo(() => {
    const full = new Intl.DateTimeFormat(locale, { dateStyle: "full" });
    return (date: Date, today: boolean) => (today ? t("today", { date: full.format(date) }) : full.format(date));
  }, [locale, t]);

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
    (props: DayButtonProps) => {
      const holiday = holidays[fromLocalDate(props.day.date)];
      const name = holiday ? (locale === "ja" ? holiday.ja : holiday.en) : null;
      return <FocusingDayButton {...props} holidayLabel={name ? t("holiday", { name }) : null} />;
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
        labels={{ labelNext: () => t("nextMonth"), labelPrevious: () => t("previousMonth"), labelDayButton: (date, modifiers) => dayLabel(date, modifiers.today) }}
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

/**
 * A day of the grid. The picker moves its focus with the arrow keys by marking a day `focused`;
 * the button must then take the browser's focus itself, or Enter and Space act on the day that
 * still holds it while the reader watches another (react-day-picker's own button does the same).
 */
function FocusingDayButton({ day: _day, modifiers, className, holidayLabel, ...props }: DayButtonProps & { holidayLabel: string | null }) {
  const ref = React.useRef<HTMLButtonElement>(null);
  React.useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return (
    <button
      ref={ref}
      {...props}
      className={cn(
        className,
        modifiers.saturday && "text-sky-700",
        // red-700: 4.5:1 also on the washi and the soft range colours (red-600 fell below).
        (modifiers.sunday || modifiers.holiday) && "text-red-700",
        modifiers.holiday && "relative after:absolute after:bottom-1 after:size-1 after:rounded-full after:bg-red-600",
      )}
      title={holidayLabel ?? undefined}
      aria-label={holidayLabel ? `${props["aria-label"] ?? ""} ${holidayLabel}`.trim() : props["aria-label"]}
    />
  );
}
