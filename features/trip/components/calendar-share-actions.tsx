"use client";

import { CalendarPlus, Share2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { reportClientError } from "@/components/shell/report-error";
import { Button, type ButtonProps } from "@/components/ui/button";
import { getPathname } from "@/i18n/navigation";
import { toast, toastError } from "@/lib/toast";
import { cn } from "@/lib/utils";
import type { TripCalendarInput } from "../calendar";

export interface TripShare {
  title: string;
  text: string;
  /** A public page of ours, without the language prefix ("/destinations/hakone"). */
  path: string;
}

/** Saves a file through a temporary link: the browser's own download, nothing sent anywhere. */
function download(text: string, fileName: string) {
  const href = URL.createObjectURL(new Blob([text], { type: "text/calendar;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === "AbortError";

/**
 * "Add to calendar" (an .ics file made in the browser) and "Share" (the system share sheet, or the
 * link copied to the clipboard where there is none). Both point at the same public page. The
 * calendar button shows only when there is a date to put in a calendar.
 */
export function CalendarShareActions({
  calendar,
  share,
  variant = "outline",
  size,
  className,
}: {
  calendar: TripCalendarInput | null;
  share: TripShare;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
}) {
  const tc = useTranslations("trip.calendar");
  const ts = useTranslations("trip.share");
  const locale = useLocale();
  const canAdd = Boolean(calendar?.checkIn && (calendar.stay || calendar.departure));

  const shareUrl = () => new URL(getPathname({ href: share.path, locale }), window.location.origin).href;

  async function addToCalendar() {
    if (!calendar) return;
    try {
      // The iCalendar writer is loaded on first use: most visits never ask for it.
      const { calendarFileName, tripCalendar } = await import("../calendar");
      const ics = tripCalendar({ url: shareUrl(), ...calendar }, tc);
      if (!ics) throw new Error("No events to write");
      download(ics, calendarFileName(calendar.checkIn));
    } catch (error) {
      const e = error instanceof Error ? error : new Error(String(error));
      reportClientError({ message: e.message, stack: e.stack, severity: "error", context: { action: "trip-calendar" } });
      toastError(tc("failed"));
    }
  }

  async function shareTrip() {
    const data = { title: share.title, text: share.text, url: shareUrl() };
    // navigator.share is called before any await: browsers allow it only right after the tap.
    if (typeof navigator.share === "function" && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        if (isAbort(error)) return; // the traveller closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(data.url);
      toast.success(ts("copied"));
    } catch {
      toastError(ts("failed"));
    }
  }

  return (
    <div role="group" aria-label={ts("groupLabel")} className={cn("flex flex-wrap gap-2", className)}>
      {canAdd ? (
        <Button variant={variant} size={size} onClick={addToCalendar} data-testid="add-to-calendar">
          <CalendarPlus aria-hidden /> {tc("button")}
        </Button>
      ) : null}
      <Button variant={variant} size={size} onClick={shareTrip} data-testid="share-trip">
        <Share2 aria-hidden /> {ts("button")}
      </Button>
    </div>
  );
}
