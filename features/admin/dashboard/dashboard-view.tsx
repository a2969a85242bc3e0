import { AlertTriangle, BedDouble, CalendarClock, Compass, ImagePlus, Images, Languages, Lightbulb, MapPin, Store, TriangleAlert } from "lucide-react";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Link } from "@/i18n/navigation";
import { pickLocalized } from "@/lib/i18n-content";
import { cn, formatNumber } from "@/lib/utils";
import { BOOKING_STYLE, Pill, SEVERITY_STYLE } from "../components/badges";
import { PageHeader } from "../components/page-header";
import { BOOKING_STATUSES } from "../shared/enums";
import type { DashboardData } from "./service";

function Stat({ icon, label, value, detail, href, className }: { icon: React.ReactNode; label: string; value: number; detail?: React.ReactNode; href: string; className?: string }) {
  return (
    <Link href={href} className={cn("group rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-soft transition-shadow hover:shadow-lift focus-visible:shadow-lift", className)}>
      <div className="flex items-center gap-2 text-sm text-sumi-soft [&_svg]:size-4">
        {icon}
        {label}
      </div>
      <p className="mt-2 text-3xl font-semibold tabular-nums tracking-tight">{formatNumber(value)}</p>
      {detail ? <div className="mt-1.5 text-xs text-sumi-soft">{detail}</div> : null}
    </Link>
  );
}

export async function DashboardView({ data }: { data: DashboardData }) {
  const t = await getTranslations("admin.dashboard");
  const tb = await getTranslations("admin.enums.bookingStatus");
  const ts = await getTranslations("errors.page.severity");
  const format = await getFormatter();
  const locale = await getLocale();
  const now = new Date();
  const bookingTotal = BOOKING_STATUSES.reduce((n, s) => n + data.bookings[s], 0);

  const quick = [
    { href: "/admin/destinations/new", label: t("quick.newDestination"), icon: <MapPin /> },
    { href: "/admin/accommodations/new", label: t("quick.newStay"), icon: <BedDouble /> },
    { href: "/admin/adventure-hints/new", label: t("quick.newHint"), icon: <Compass /> },
    { href: "/admin/images", label: t("quick.uploadImage"), icon: <ImagePlus /> },
    { href: "/admin/content", label: t("quick.translations"), icon: <Languages /> },
    { href: "/admin/accommodation-suggestions", label: t("quick.suggestions"), icon: <Lightbulb /> },
  ];

  return (
    <>
      <PageHeader title={t("title")} description={t("lead")} />

      {data.destinations.featuredActive === 0 ? (
        <div role="alert" className="mb-6 flex gap-3 rounded-[var(--radius-card)] border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{t("noFeaturedTitle")}</p>
            <p className="mt-1">{t("noFeaturedBody")}</p>
            <Link href="/admin/destinations" className="mt-2 inline-flex min-h-9 items-center font-medium underline underline-offset-4">
              {t("noFeaturedAction")}
            </Link>
          </div>
        </div>
      ) : null}

      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        <Stat
          href="/admin/destinations"
          icon={<MapPin />}
          label={t("stats.destinations")}
          value={data.destinations.total}
          detail={t("stats.destinationsDetail", { active: data.destinations.active, featured: data.destinations.featured })}
        />
        <Stat href="/admin/accommodations" icon={<BedDouble />} label={t("stats.stays")} value={data.stays.total} detail={t("stats.staysDetail", { active: data.stays.active, draft: data.stays.draft })} />
        <Stat href="/admin/adventure-hints" icon={<Compass />} label={t("stats.hints")} value={data.hints} />
        <Stat href="/admin/local-spots" icon={<Store />} label={t("stats.spots")} value={data.spots} />
        <Stat href="/admin/images" icon={<Images />} label={t("stats.images")} value={data.images} className="col-span-2 lg:col-span-1" />
      </div>

      <div className="mt-6 grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="p-5 sm:p-6">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
            <h2 className="flex items-center gap-2 font-semibold">
              <CalendarClock aria-hidden className="size-5 text-sumi-soft" />
              {t("bookings.title")}
            </h2>
            <p className="text-sm text-sumi-soft">{t("bookings.total", { count: bookingTotal })}</p>
          </div>
          <ul className="mb-5 grid grid-cols-3 gap-2">
            {BOOKING_STATUSES.map((s) => (
              <li key={s} className="rounded-2xl bg-washi p-3 text-center">
                <Pill className={BOOKING_STYLE[s]}>{tb(s)}</Pill>
                <p className="mt-1.5 text-2xl font-semibold tabular-nums">{formatNumber(data.bookings[s])}</p>
              </li>
            ))}
          </ul>
          <h3 className="mb-2 text-sm font-medium text-sumi-soft">{t("bookings.recent")}</h3>
          {data.recentBookings.length ? (
            <ul className="divide-y divide-line">
              {data.recentBookings.map((b) => (
                <li key={b.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 text-sm">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{pickLocalized(b.accommodation, "name", locale)}</p>
                    <p className="text-sumi-soft">
                      {b.guestName} · {format.dateTime(b.checkInDate, { month: "short", day: "numeric", timeZone: "UTC" })} – {format.dateTime(b.checkOutDate, { month: "short", day: "numeric", timeZone: "UTC" })} ·{" "}
                      {t("bookings.guests", { count: b.guestCountAdults + b.guestCountChildren })}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    <span className="font-mono text-xs text-sumi-soft">{b.confirmationNumber}</span>
                    <Pill className={BOOKING_STYLE[b.status]}>{tb(b.status)}</Pill>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState icon={<CalendarClock />} title={t("bookings.empty")} />
          )}
        </Card>

        <Card className="p-5 sm:p-6">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
            <h2 className="flex items-center gap-2 font-semibold">
              <TriangleAlert aria-hidden className="size-5 text-sumi-soft" />
              {t("errors.title")}
            </h2>
            <Link href={{ pathname: "/admin/errors", query: { period: "24h" } }} className="inline-flex min-h-9 items-center text-sm text-sumi-soft underline-offset-4 hover:text-sumi hover:underline">
              {t("errors.lastDay", { count: data.errorsLastDay })}
            </Link>
          </div>
          {data.recentErrors.length ? (
            <ul className="flex flex-col gap-2.5">
              {data.recentErrors.map((e) => (
                <li key={e.id}>
                  <Link href={`/admin/errors/${e.id}`} className="block rounded-2xl border border-line p-3 text-sm hover:bg-washi">
                    <div className="mb-1 flex flex-wrap items-center gap-2">
                      <Pill className={SEVERITY_STYLE[e.severity]}>{ts(e.severity)}</Pill>
                      {e.code ? <span className="font-mono text-xs text-sumi-soft">{e.code}</span> : null}
                      <time className="ml-auto text-xs text-sumi-soft" dateTime={e.timestamp.toISOString()}>
                        {format.relativeTime(e.timestamp, now)}
                      </time>
                    </div>
                    <p className="line-clamp-2 break-words">{e.message}</p>
                    {e.url ? <p className="mt-0.5 truncate text-xs text-sumi-soft">{e.url}</p> : null}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState icon={<TriangleAlert />} title={t("errors.empty")} />
          )}
          <Link href="/admin/errors" className="mt-4 inline-flex min-h-9 items-center text-sm font-medium underline underline-offset-4">
            {t("errors.viewAll")}
          </Link>
        </Card>
      </div>

      <section className="mt-6" aria-labelledby="quick-links">
        <h2 id="quick-links" className="mb-3 font-semibold">
          {t("quick.title")}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
          {quick.map((q) => (
            <li key={q.href}>
              <Link href={q.href} className="flex min-h-24 flex-col justify-between gap-3 rounded-2xl border border-line bg-white p-4 text-sm font-medium shadow-soft transition-shadow hover:shadow-lift [&_svg]:size-5 [&_svg]:text-brand">
                {q.icon}
                <span>{q.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
