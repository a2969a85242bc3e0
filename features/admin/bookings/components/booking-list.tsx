"use client";

import { AlertTriangle, CalendarDays, Check, Inbox, Mail, Phone, Users, X } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Link, useRouter } from "@/i18n/navigation";
import { toast, toastError } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { setBookingStatusAction } from "../actions";
import { japanClock } from "../japan-clock";
import type { AdminBookingRow, BookingConflict } from "../service";
import { withJosa } from "@/lib/korean";

const STATUS_STYLE = {
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  confirmed: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  cancelled: "bg-stone-100 text-stone-600 ring-stone-200",
} as const;

type Change = { booking: AdminBookingRow; status: "confirmed" | "cancelled" };

/** Why a confirmation was refused, for administrators only: the booking that holds the dates. */
function ConflictNotice({ conflict }: { conflict: BookingConflict }) {
  const t = useTranslations("admin.bookings");
  return (
    <div role="alert" className="flex gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        {t("conflict", { number: conflict.confirmationNumber, checkIn: conflict.checkIn, checkOut: conflict.checkOut, guest: conflict.guestName })}{" "}
        <Link href={{ pathname: "/admin/bookings", query: { q: conflict.confirmationNumber } }} className="font-medium underline underline-offset-4">
          {t("openConflict", { number: conflict.confirmationNumber })}
        </Link>
      </p>
    </div>
  );
}

/** Booking requests; a pending one can be confirmed or cancelled, each after a confirmation. */
export function BookingList({ rows }: { rows: AdminBookingRow[] }) {
  const t = useTranslations("admin.bookings");
  const router = useRouter();
  const [asking, setAsking] = React.useState<Change | null>(null);
  const [open, setOpen] = React.useState(false);
  const [busy, setBusy] = React.useState<string | null>(null);
  const [conflicts, setConflicts] = React.useState<Record<string, BookingConflict>>({});

  const ask = (change: Change) => {
    setAsking(change);
    setOpen(true);
  };

  async function change() {
    if (!asking) return;
    const { booking, status } = asking;
    setBusy(booking.id);
    try {
      const result = await setBookingStatusAction({ id: booking.id, status });
      if (!result.ok) return toastError(result.message);
      if (result.data.outcome === "conflict") {
        const conflict = result.data.conflict;
        setConflicts((c) => ({ ...c, [booking.id]: conflict }));
        return;
      }
      toast.success(t(`toasts.${status}`));
      router.refresh();
    } catch {
      toastError(t("failed"));
    } finally {
      setBusy(null);
      setOpen(false);
    }
  }

  if (!rows.length) {
    return (
      <EmptyState icon={<Inbox />} title={t("empty")}>
        <p className="text-sm">{t("emptyHint")}</p>
      </EmptyState>
    );
  }
  const q = asking ? withJosa({ number: asking.booking.confirmationNumber, guest: asking.booking.guestName, stay: asking.booking.accommodationName, checkIn: asking.booking.checkIn, checkOut: asking.booking.checkOut }) : null;
  return (
    <>
      <ul className="grid gap-3 lg:grid-cols-2">
        {rows.map((b) => (
          <li key={b.id} className="flex flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-soft" data-testid="admin-booking">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-mono text-xs text-sumi-soft">{b.confirmationNumber}</p>
                <h2 className="mt-0.5 font-semibold">{b.accommodationName}</h2>
              </div>
              <span className="inline-flex shrink-0 gap-1">
                {b.urgent && b.status === "pending" ? <span className="rounded-full bg-red-600 px-2.5 py-0.5 text-xs font-semibold text-white">{t("urgent")}</span> : null}
                <span className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset", STATUS_STYLE[b.status])} data-testid="admin-booking-status">
                  {t(`status.${b.status}`)}
                </span>
              </span>
            </div>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-sumi-soft">
              <span className="inline-flex items-center gap-1 tabular-nums">
                <CalendarDays aria-hidden className="size-4" />
                {b.checkIn} → {b.checkOut}
              </span>
              <span className="inline-flex items-center gap-1">
                <Users aria-hidden className="size-4" />
                {t("party", { adults: b.guestCountAdults, children: b.guestCountChildren })}
              </span>
              <span className="tabular-nums">{t("estimate", { price: b.estimatedPrice })}</span>
            </p>
            <p className="text-sm">
              <span className="font-medium">{b.guestName}</span>
              <span className="ml-3 inline-flex items-center gap-1 text-sumi-soft">
                <Mail aria-hidden className="size-3.5" />
                {b.guestEmail}
              </span>
              <span className="ml-3 inline-flex items-center gap-1 text-sumi-soft">
                <Phone aria-hidden className="size-3.5" />
                {b.guestPhone}
              </span>
            </p>
            {b.specialRequests ? <p className="rounded-lg bg-washi-deep px-3 py-2 text-sm">{b.specialRequests}</p> : null}
            {b.answeredBy ? (
              <p className="text-xs text-sumi-soft" data-testid="admin-booking-answered">
                {t(b.answeredBy === "stay" ? "answeredStay" : "answeredAdmin", { at: japanClock(b.answeredAt) })}
              </p>
            ) : null}
            {b.status === "pending" && conflicts[b.id] ? <ConflictNotice conflict={conflicts[b.id]} /> : null}
            {b.status === "pending" ? (
              <div className="mt-1 flex gap-2">
                <Button size="sm" disabled={busy === b.id} onClick={() => ask({ booking: b, status: "confirmed" })} aria-label={t("confirmNamed", { number: b.confirmationNumber })}>
                  <Check aria-hidden /> {t("confirm")}
                </Button>
                <Button size="sm" variant="outline" disabled={busy === b.id} onClick={() => ask({ booking: b, status: "cancelled" })} aria-label={t("cancelNamed", { number: b.confirmationNumber })}>
                  <X aria-hidden /> {t("cancel")}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={asking && q ? t(asking.status === "cancelled" ? "ask.cancelTitle" : "ask.confirmTitle", q) : ""}
        description={asking && q ? <p>{t(asking.status === "cancelled" ? "ask.cancelBody" : "ask.confirmBody", q)}</p> : null}
        confirmLabel={asking?.status === "confirmed" ? t("ask.confirmAction") : t("ask.cancelAction")}
        dismissLabel={t("ask.back")}
        tone={asking?.status === "confirmed" ? "default" : "destructive"}
        pending={busy !== null}
        onConfirm={change}
      />
    </>
  );
}
