import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { japanToday } from "@/lib/japan-time";
import { cn } from "@/lib/utils";
import { FilterBar } from "../../components/filter-bar";
import { PageHeader } from "../../components/page-header";
import { Pagination } from "../../components/pagination";
import { queryOf } from "../../shared/search-params";
import { BOOKING_FILTERS, BOOKING_STATUSES, bookingListQuerySchema, type BookingListQuery } from "../schemas";
import { confirmedNights, listBookings } from "../service";
import { BookingList } from "./booking-list";
import { BookingTable } from "./booking-table";
import { StayCalendar } from "./stay-calendar";

const pill = (active: boolean) => cn("rounded-full px-3 py-1 text-sm ring-1 ring-inset", active ? "bg-sumi text-white ring-sumi" : "bg-white text-sumi ring-line hover:bg-washi-deep");

async function ViewSwitch({ query }: { query: BookingListQuery }) {
  const t = await getTranslations("admin.bookings");
  const base = queryOf(query);
  const view = query.view ?? "cards";
  return (
    <nav aria-label={t("views.label")} className="mb-4 flex flex-wrap items-center gap-2">
      {(["cards", "table"] as const).map((v) => (
        <Link key={v} href={{ pathname: "/admin/bookings", query: { ...base, view: v, page: undefined } }} className={pill(view === v)} aria-current={view === v ? "page" : undefined} data-testid={`view-${v}`}>
          {t(`views.${v}`)}
        </Link>
      ))}
      <span aria-hidden className="mx-1 h-5 w-px bg-line" />
      {BOOKING_FILTERS.map((f) => (
        <Link key={f} href={{ pathname: "/admin/bookings", query: { ...base, filter: query.filter === f ? undefined : f, page: undefined } }} className={pill(query.filter === f)} aria-pressed={query.filter === f} data-testid={`filter-${f}`}>
          {t(`filters.${f}`)}
        </Link>
      ))}
    </nav>
  );
}

export async function BookingsPage({ searchParams }: { searchParams: Record<string, string> }) {
  const query = bookingListQuerySchema.parse(searchParams);
  const t = await getTranslations("admin.bookings");
  if (query.view === "calendar" && query.stay) {
    const data = await confirmedNights(query.stay, query.month ?? japanToday().slice(0, 7));
    return (
      <>
        <PageHeader title={t("title")} description={t("lead")} />
        <ViewSwitch query={{ ...query, view: "table" }} />
        {data ? <StayCalendar data={data} /> : <p>{t("empty")}</p>}
      </>
    );
  }
  const page = await listBookings(query);
  return (
    <>
      <PageHeader title={t("title")} description={t("lead")} />
      <FilterBar searchLabel={t("search")} selects={[{ name: "status", label: t("statusLabel"), options: BOOKING_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })) }]} />
      <ViewSwitch query={query} />
      {query.view === "table" ? <BookingTable rows={page.items} query={query} /> : <BookingList rows={page.items} />}
      <Pagination page={page.page} pageCount={page.pageCount} total={page.total} pathname="/admin/bookings" query={queryOf(query)} />
    </>
  );
}
