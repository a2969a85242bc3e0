import { ArrowDown, ArrowUp, CalendarRange } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { cn } from "@/lib/utils";
import type { BookingListQuery } from "../schemas";
import { japanClock } from "../japan-clock";
import type { AdminBookingRow } from "../service";
import { queryOf } from "../../shared/search-params";

type SortKey = "checkIn" | "stay" | "status";
type SortLabel = "columns.dates" | "columns.stay" | "columns.status";

/** The operator's desk: one row per request, sortable by check-in, stay and status. */
export async function BookingTable({ rows, query }: { rows: AdminBookingRow[]; query: BookingListQuery }) {
  const t = await getTranslations("admin.bookings");
  const base = queryOf(query);
  const sortLink = (sort: string) => {
    const dir = query.sort === sort && (query.dir ?? "asc") === "asc" ? "desc" : "asc";
    return { pathname: "/admin/bookings" as const, query: { ...base, sort, dir, page: undefined } };
  };
  const header = (sort: SortKey, label: SortLabel) => {
    const active = query.sort === sort;
    const Icon = (query.dir ?? "asc") === "asc" ? ArrowUp : ArrowDown;
    return (
      <th scope="col" className="px-3 py-2 text-left font-medium" aria-sort={active ? ((query.dir ?? "asc") === "asc" ? "ascending" : "descending") : "none"}>
        <Link href={sortLink(sort)} className="inline-flex items-center gap-1 hover:underline" data-testid={`sort-${sort}`}>
          {t(label)}
          {active ? <Icon aria-hidden className="size-3.5" /> : null}
        </Link>
      </th>
    );
  };
  if (!rows.length) return <p className="rounded-lg bg-white p-6 text-center text-sm text-sumi-soft">{t("empty")}</p>;
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line bg-white shadow-soft">
      <table className="w-full min-w-[760px] text-sm" data-testid="admin-booking-table">
        <thead className="border-b border-line bg-washi-deep/60 text-sumi-soft">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {t("columns.number")}
            </th>
            {header("stay", "columns.stay")}
            {header("checkIn", "columns.dates")}
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {t("columns.party")}
            </th>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {t("columns.guest")}
            </th>
            {header("status", "columns.status")}
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {t("columns.answered")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((b) => (
            <tr key={b.id} className="border-b border-line last:border-0" data-testid="admin-booking-row">
              <td className="px-3 py-2 font-mono text-xs">
                <Link href={{ pathname: "/admin/bookings", query: { q: b.confirmationNumber } }} className="hover:underline">
                  {b.confirmationNumber}
                </Link>
              </td>
              <td className="px-3 py-2">
                <Link href={{ pathname: "/admin/bookings", query: { view: "calendar", stay: b.accommodationId, month: b.checkIn.slice(0, 7) } }} className="inline-flex items-center gap-1 hover:underline" title={t("calendar.open")}>
                  <CalendarRange aria-hidden className="size-3.5 shrink-0" />
                  {b.accommodationName}
                </Link>
              </td>
              <td className="px-3 py-2 tabular-nums" data-testid="admin-booking-checkin">
                {b.checkIn} → {b.checkOut}
              </td>
              <td className="px-3 py-2">{t("party", { adults: b.guestCountAdults, children: b.guestCountChildren })}</td>
              <td className="px-3 py-2">{b.guestName}</td>
              <td className="px-3 py-2">
                <span className="inline-flex flex-wrap gap-1">
                  <span className={cn("rounded-full px-2 py-0.5 text-xs ring-1 ring-inset", b.status === "pending" ? "bg-amber-50 text-amber-800 ring-amber-200" : b.status === "confirmed" ? "bg-emerald-50 text-emerald-800 ring-emerald-200" : "bg-stone-100 text-stone-600 ring-stone-200")}>
                    {t(`status.${b.status}`)}
                  </span>
                  {b.urgent && b.status === "pending" ? (
                    <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white" data-testid="admin-booking-urgent">
                      {t("urgent")}
                    </span>
                  ) : null}
                </span>
              </td>
              <td className="px-3 py-2 text-xs text-sumi-soft">{b.answeredBy ? t(b.answeredBy === "stay" ? "answeredStay" : "answeredAdmin", { at: japanClock(b.answeredAt) }) : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
