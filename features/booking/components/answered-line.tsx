"use client";

import { useLocale, useTranslations } from "next-intl";
import type { BookingSummary } from "../schemas";

/** Who answered the request and when (Japan time, the stay's clock); nothing while it waits. */
export function AnsweredLine({ booking }: { booking: Pick<BookingSummary, "answeredBy" | "answeredAt"> | null }) {
  const t = useTranslations("booking.answered");
  const locale = useLocale();
  if (!booking?.answeredBy || !booking.answeredAt) return null;
  const at = new Intl.DateTimeFormat(locale, { timeZone: "Asia/Tokyo", dateStyle: "medium", timeStyle: "short" }).format(new Date(booking.answeredAt)) + " (JST)";
  return (
    // A span (shown as a block), so it may sit inside a paragraph as the hub's detail line.
    <span className="mt-1 block text-xs text-sumi-soft" data-testid="booking-answered">
      {booking.answeredBy === "stay" ? t("stay", { at }) : t("admin", { at })}
    </span>
  );
}
