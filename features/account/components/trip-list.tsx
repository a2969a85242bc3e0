import { CalendarDays, Compass, Users } from "lucide-react";
import { getFormatter, getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Link } from "@/i18n/navigation";
import { cn } from "@/lib/utils";
import type { TripView } from "../service";
import { nightsBetween } from "@/lib/japan-time";

const STATUS_STYLE = {
  pending: "bg-amber-50 text-amber-800",
  confirmed: "bg-emerald-50 text-emerald-800",
  cancelled: "bg-stone-100 text-stone-600",
} as const;

export async function TripList({ trips, variant }: { trips: TripView[]; variant: "planned" | "history" }) {
  const t = await getTranslations("account.trips");
  const format = await getFormatter();
  if (!trips.length) {
    return (
      <EmptyState icon={<Compass aria-hidden />} title={t(`empty.${variant}.title`)}>
        <p className="max-w-sm text-sm">{t(`empty.${variant}.body`)}</p>
        <Button asChild variant="mood" className="mt-3">
          <Link href="/magic-question">{t("empty.cta")}</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <ul className="flex flex-col gap-4" data-testid={`trip-list-${variant}`}>
      {trips.map((trip) => {
        const nights = nightsBetween(trip.checkInDate, trip.checkOutDate);
        return (
          <li key={trip.id}>
            <Card className={cn("flex flex-col overflow-hidden sm:flex-row", trip.status === "cancelled" && "opacity-75")}>
              <img src={trip.imageUrl} alt="" className="h-36 w-full object-cover sm:h-auto sm:w-44" loading="lazy" />
              <div className="flex flex-1 flex-col gap-2 p-5">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge className={STATUS_STYLE[trip.status]}>{t(`status.${trip.status}`)}</Badge>
                  {trip.destinationName ? <span className="text-xs text-sumi-soft">{trip.destinationName}</span> : null}
                </div>
                <h2 className="text-lg font-semibold leading-snug">{trip.accommodationName}</h2>
                <p className="flex items-center gap-2 text-sm text-sumi-soft">
                  <CalendarDays aria-hidden className="size-4" />
                  {format.dateTimeRange(trip.checkInDate, trip.checkOutDate, { year: "numeric", month: "short", day: "numeric", weekday: "short" })}
                  <span aria-hidden>·</span>
                  {t("nights", { count: nights })}
                </p>
                <p className="flex items-center gap-2 text-sm text-sumi-soft">
                  <Users aria-hidden className="size-4" />
                  {t("guests", { count: trip.guests })}
                </p>
                <div className="mt-1 flex flex-wrap items-end justify-between gap-2 border-t border-line pt-3 text-sm">
                  <span className="text-sumi-soft">
                    {t("confirmation")} <span className="font-mono text-sumi">{trip.confirmationNumber}</span>
                  </span>
                  <span className="font-semibold">{t("estimate", { price: format.number(trip.estimatedPrice) })}</span>
                </div>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
