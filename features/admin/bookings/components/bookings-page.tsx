import { getTranslations } from "next-intl/server";
import { FilterBar } from "../../components/filter-bar";
import { PageHeader } from "../../components/page-header";
import { Pagination } from "../../components/pagination";
import { queryOf } from "../../shared/search-params";
import { BOOKING_STATUSES, bookingListQuerySchema } from "../schemas";
import { listBookings } from "../service";
import { BookingList } from "./booking-list";

export async function BookingsPage({ searchParams }: { searchParams: Record<string, string> }) {
  const query = bookingListQuerySchema.parse(searchParams);
  const page = await listBookings(query);
  const t = await getTranslations("admin.bookings");
  return (
    <>
      <PageHeader title={t("title")} description={t("lead")} />
      <FilterBar searchLabel={t("search")} selects={[{ name: "status", label: t("statusLabel"), options: BOOKING_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })) }]} />
      <BookingList rows={page.items} />
      <Pagination page={page.page} pageCount={page.pageCount} total={page.total} pathname="/admin/bookings" query={queryOf(query)} />
    </>
  );
}
