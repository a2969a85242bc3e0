import { ChevronLeft, ChevronRight } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { addDays } from "@/lib/japan-time";
import type { confirmedNights } from "../service";

type Month = NonNullable<Awaited<ReturnType<typeof confirmedNights>>>;

const shiftMonth = (month: string, by: number) => {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + by, 1));
  return d.toISOString().slice(0, 7);
};

/** One stay's month: each night a confirmed booking holds, with its number and party. */
export async function StayCalendar({ data }: { data: Month }) {
  const t = await getTranslations("admin.bookings");
  const lead = new Date(`${data.first}T00:00:00Z`).getUTCDay();
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = data.first; d < data.next; d = addDays(d, 1)) days.push(d);
  const nav = (by: number) => ({ pathname: "/admin/bookings" as const, query: { view: "calendar", stay: data.stay.id, month: shiftMonth(data.month, by) } });
  return (
    <section aria-labelledby="calendar-title" className="rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-soft" data-testid="stay-calendar">
      <div className="mb-3 flex items-center justify-between gap-2">
        <Link href={nav(-1)} aria-label={t("calendar.prev")} className="rounded p-1 hover:bg-washi-deep">
          <ChevronLeft aria-hidden className="size-5" />
        </Link>
        <h2 id="calendar-title" className="font-semibold">
          {t("calendar.title", { stay: data.stay.nameJa, month: data.month })}
        </h2>
        <Link href={nav(1)} aria-label={t("calendar.next")} className="rounded p-1 hover:bg-washi-deep">
          <ChevronRight aria-hidden className="size-5" />
        </Link>
      </div>
      <ol className="grid grid-cols-7 gap-1 text-xs">
        {days.map((d, i) =>
          d ? (
            <li key={d} className={data.nights[d] ? "min-h-16 rounded bg-emerald-50 p-1 ring-1 ring-emerald-200" : "min-h-16 rounded bg-washi-deep/40 p-1"} data-testid={data.nights[d] ? "calendar-night" : undefined}>
              <span className="block font-medium tabular-nums">{Number(d.slice(8))}</span>
              {data.nights[d] ? (
                <span className="block truncate" title={data.nights[d].guestName}>
                  {data.nights[d].confirmationNumber.slice(-8)} · {t("partyShort", { adults: data.nights[d].adults, children: data.nights[d].children })}
                </span>
              ) : null}
            </li>
          ) : (
            <li key={`blank-${i}`} aria-hidden />
          ),
        )}
      </ol>
      {Object.keys(data.nights).length === 0 ? <p className="mt-3 text-sm text-sumi-soft">{t("calendar.empty")}</p> : null}
    </section>
  );
}
