import { getTranslations } from "next-intl/server";
import { BedDouble, CalendarDays, CalendarOff, Clock, Compass, MapPin, Sparkles } from "lucide-react";
import { Breadcrumbs } from "@/components/shell/breadcrumbs";
import { PhotoCredit } from "@/components/shell/photo-credit";
import { destinationPlaceCrumbs } from "../landing-view";
import { Link } from "@/i18n/navigation";
import { stayPath } from "@/lib/stay-path";
import type { Locale } from "@/i18n/routing";
import { localizedPath } from "@/lib/seo/metadata";
import { MOOD_ICONS } from "@/lib/moods";
import { accessTable } from "../access-table";
import { serverFormat } from "../format";
import type { PublicDestination } from "../types";
import { BeenThereButton } from "@/features/exclusions/ui";
import { destinationView } from "../views";
import { AccessTable } from "./access-table";
import { YourAccess } from "./your-access";
import { DestinationCard } from "./destination-card";
import { DestinationMap } from "./destination-map";
import { TripActions } from "./trip-actions";
import { isPhoto } from "@/lib/pictures";
import { Picture } from "@/components/shell/picture";
import { InLang } from "@/components/ui/in-lang";

/** /destinations/{slug}: everything a traveller (and a crawler) needs to know about one place. */
export async function DestinationScreen({ destination, locale }: { destination: PublicDestination; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "destinations" });
  const tm = await getTranslations({ locale, namespace: "travel.moods" });
  const th = await getTranslations({ locale, namespace: "proposal.hintCategories" });
  const ts = await getTranslations({ locale, namespace: "hub.explorer.categories" });
  const fmt = await serverFormat(locale);
  const d = destinationView(destination, locale);
  const rows = accessTable(destination, locale);
  const moodNames = Object.fromEntries(d.moods.map((m) => [m, tm(m)]));
  const place = t("detail.place", { prefecture: d.prefecture, region: d.regionName });
  const stationPoint = destination.station && d.stationName ? { ...destination.station, name: d.stationName } : null;

  return (
    <main id="main" data-mood={d.moods[0]} className="pb-16">
      <header className="relative isolate mt-16 overflow-hidden">
        <Picture src={d.heroImageUrl} alt="" sizes="100vw" fetchPriority="high" width={1600} height={900} className="absolute inset-0 -z-20 h-full w-full object-cover" />
        {/* A scrim under the text keeps it readable over any artwork: dark at the top too, where the
            header and the breadcrumbs sit over light skies. */}
        <div aria-hidden className="absolute inset-0 -z-10 bg-[linear-gradient(to_bottom,rgb(0_0_0/0.6),rgb(0_0_0/0.45)_35%,rgb(0_0_0/0.6)_65%,rgb(0_0_0/0.82))]" />
        <div className="mx-auto max-w-5xl px-5 pb-10 pt-10 text-white sm:pt-16">
          <Breadcrumbs
            label={t("breadcrumb.label")}
            className="mb-4 text-white/90"
            items={[{ name: t("breadcrumb.home"), href: "/" }, { name: t("breadcrumb.destinations"), href: "/destinations" }, ...destinationPlaceCrumbs(destination, locale), { name: d.name }]}
          />
          <p className="inline-flex items-center gap-1.5 text-sm text-white/90"><MapPin aria-hidden className="size-4" />{place}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl" data-testid="destination-name"><InLang text={d.name} /></h1>
          {d.pitch && <p className="mt-3 max-w-2xl text-lg text-white/95"><InLang text={d.pitch} /></p>}
          <p className="mt-3 flex max-w-2xl items-start gap-2 text-base text-white" data-testid="season-line">
            <CalendarDays aria-hidden className="mt-1 size-4 shrink-0" />
            <span>
              <span className="font-semibold">{t("detail.nowSeason", { season: t(`seasons.${d.season}`) })}</span>
              {d.seasonLine ? <span className="text-white/90">{` · ${d.seasonLine}`}</span> : null}
            </span>
          </p>
          <div className="mt-5 flex flex-wrap gap-2">
            <span className="sr-only">{t("detail.moods")}</span>
            {d.moods.map((m) => {
              const Icon = MOOD_ICONS[m];
              return (
                <span key={m} className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-sm font-medium ring-1 ring-white/40 backdrop-blur-sm">
                  <Icon aria-hidden className="size-4" /> {moodNames[m]}
                </span>
              );
            })}
            {d.seasons.length > 0 && (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-sm ring-1 ring-white/40 backdrop-blur-sm">
                {t("detail.seasons")}: {fmt.list(d.seasons.map((s) => t(`seasons.${s}`)))}
              </span>
            )}
          </div>
        </div>
        {destination.heroCredit ? <PhotoCredit credit={destination.heroCredit} label={t("detail.photo")} className="absolute bottom-2 right-3 text-white/85" /> : null}
      </header>

      <div className="mx-auto max-w-5xl space-y-12 px-5 pt-8">
        <TripActions
          moods={d.moods}
          destinationId={d.id}
          inDraw={d.isFeatured}
          texts={{ drawLike: t("detail.drawLike"), drawLikeNote: t("detail.drawLikeNote", { moods: fmt.list(d.moods.map((m) => moodNames[m])) }), goHere: t("detail.goHere"), goHereNote: t("detail.goHereNote"), notInDraw: t("detail.notInDraw") }}
        />
        {d.isFeatured ? <BeenThereButton place={{ id: d.id, name: d.name }} /> : null}

        <section aria-labelledby="about-title" className="grid gap-8 md:grid-cols-[3fr_2fr]">
          <div className="space-y-3">
            <h2 id="about-title" className="text-xl font-bold text-sumi">{t("detail.about")}</h2>
            <p className="whitespace-pre-line leading-relaxed text-sumi" data-testid="destination-description"><InLang text={d.description} /></p>
          </div>
          {d.highlights.length > 0 && (
            <div className="space-y-3">
              <h2 className="text-xl font-bold text-sumi">{t("detail.highlights")}</h2>
              <ul className="space-y-2" data-testid="highlights">
                {d.highlights.map((h) => (
                  <li key={h.text} className={h.on ? "flex gap-2 text-sumi" : "flex gap-2 text-sumi-soft"} data-on={h.on}>
                    {h.on ? <Sparkles aria-hidden className="mt-1 size-4 shrink-0 text-mood" /> : <CalendarOff aria-hidden className="mt-1 size-4 shrink-0" />}
                    <span>
                      <InLang text={h.text} />
                      {h.when ? <span className="ml-1 text-xs text-sumi-soft">{h.on ? t("detail.when", { when: h.when }) : t("detail.notNow", { when: h.when })}</span> : null}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>

        {d.seasonLines.length > 1 && (
          <section aria-labelledby="seasons-title" className="space-y-3" data-testid="season-lines">
            <h2 id="seasons-title" className="text-xl font-bold text-sumi">{t("detail.throughTheYear")}</h2>
            <ul className="grid gap-3 sm:grid-cols-2">
              {d.seasonLines.map((l) => (
                <li key={l.season} className="rounded-2xl border border-line bg-white p-4">
                  <p className="text-xs font-medium text-mood-deep">{t(`seasons.${l.season}`)}</p>
                  <p className="mt-1 text-sm text-sumi">{l.text}</p>
                </li>
              ))}
            </ul>
          </section>
        )}

        {d.hints.length > 0 && (
          <section aria-labelledby="hints-title" className="space-y-3">
            <h2 id="hints-title" className="text-xl font-bold text-sumi">{t("detail.hints")}</h2>
            <ul className="grid gap-3 sm:grid-cols-2">
              {d.hints.map((h) => (
                <li key={h.id} className="rounded-2xl border border-line bg-white p-4">
                  <p className="text-xs font-medium text-mood-deep">{th(h.category as Parameters<typeof th>[0])}</p>
                  <h3 className="mt-1 font-bold text-sumi"><InLang text={h.title} /></h3>
                  {h.when ? <p className="mt-0.5 text-xs text-mood-deep">{h.on ? t("detail.when", { when: h.when }) : t("detail.notNow", { when: h.when })}</p> : null}
                  <p className="mt-1 text-sm text-sumi-soft"><InLang text={h.description} /></p>
                </li>
              ))}
            </ul>
          </section>
        )}

        <AccessTable
          rows={rows}
          fmt={fmt}
          texts={{
            title: t("access.title"),
            lead: t("access.lead"),
            caption: t("access.caption", { name: d.name }),
            from: t("access.from"),
            ways: t("access.ways"),
            train: t("access.train"),
            car: t("access.car"),
            fastest: t("access.fastest"),
            cheapest: t("access.cheapest"),
            noWay: t("access.noWay"),
            changes: (count) => t("access.changes", { count }),
            km: (km) => t("access.km", { km }),
            via: (line) => t("access.via", { line }),
          }}
        />
        <YourAccess
          slug={destination.slug}
          texts={{ yours: t("access.yours", { departure: "{departure}" }), train: t("access.train"), car: t("access.car"), noWay: t("access.noWay"), via: t("access.via", { line: "{line}" }) }}
        />

        <section aria-labelledby="stays-title" className="space-y-3" data-testid="destination-stays">
          <h2 id="stays-title" className="text-xl font-bold text-sumi">{t("stays.title")}</h2>
          {d.stays.length ? (
            <>
              <p className="text-sm text-sumi-soft">{t("stays.lead")}</p>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {d.stays.map((s) => (
                  <li key={s.id} className="overflow-hidden rounded-2xl border border-line bg-white">
                    <Link href={stayPath(s.slug)} className="group block h-full" data-testid="stay-link">
                      {isPhoto(s.heroImageUrl) ? (
                        <Picture src={s.heroImageUrl} alt="" sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw" loading="lazy" width={480} height={270} className="aspect-[16/9] w-full object-cover" />
                      ) : (
                        // Until the stay has a photo: where it is, not a drawing of its type.
                        <img src={`/api/stays/${s.id}/location`} alt={t("stays.locationAlt", { name: s.name })} loading="lazy" width={480} height={270} className="aspect-[16/9] w-full bg-[#e8f1f4] object-cover" data-testid="stay-location-thumb" />
                      )}
                      <div className="space-y-1 p-4">
                        <p className="inline-flex items-center gap-1 text-xs text-sumi-soft"><BedDouble aria-hidden className="size-3.5" />{t(`stays.types.${s.type}` as Parameters<typeof t>[0])} · <InLang text={s.area} /></p>
                        <h3 className="font-bold text-sumi group-hover:underline"><InLang text={s.name} /></h3>
                        <p className="break-keep text-sm text-sumi">{t("stays.priceBand", { price: fmt.yenRange(s.min, s.max) })}</p>
                      </div>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="rounded-2xl border border-dashed border-line p-6 text-center text-sm text-sumi-soft">{t("stays.empty")}</p>
          )}
        </section>

        <section aria-labelledby="spots-title" className="space-y-4">
          <h2 id="spots-title" className="text-xl font-bold text-sumi">{t("spots.title")}</h2>
          {d.spots.length ? (
            d.spots.map((group) => (
              <div key={group.category} className="space-y-2">
                <h3 className="inline-flex items-center gap-1.5 text-sm font-bold text-mood-deep"><Compass aria-hidden className="size-4" />{ts(group.category as Parameters<typeof ts>[0])}</h3>
                <ul className="grid gap-3 sm:grid-cols-2">
                  {group.items.map((s) => (
                    <li key={s.id} className="rounded-2xl border border-line bg-white p-4">
                      <p className="font-bold text-sumi"><InLang text={s.name} /></p>
                      {s.description && <p className="mt-1 text-sm text-sumi-soft">{s.description}</p>}
                      <p className="mt-2 flex flex-wrap gap-x-3 text-xs text-sumi-soft">
                        {s.when && <span className="inline-flex items-center gap-1"><CalendarDays aria-hidden className="size-3" />{s.on ? t("detail.when", { when: s.when }) : t("detail.notNow", { when: s.when })}</span>}
                        {s.hours && <span className="inline-flex items-center gap-1"><Clock aria-hidden className="size-3" />{t("spots.hours", s.hours)}</span>}
                        {s.priceRange && <span>{s.priceRange}</span>}
                      </p>
                    </li>
                  ))}
                </ul>
              </div>
            ))
          ) : (
            <p className="rounded-2xl border border-dashed border-line p-6 text-center text-sm text-sumi-soft">{t("spots.empty")}</p>
          )}
        </section>

        <section aria-labelledby="map-title" className="space-y-3">
          <h2 id="map-title" className="text-xl font-bold text-sumi">{t("map.title")}</h2>
          <DestinationMap
            label={t("map.label", { name: d.name })}
            here={{ name: d.name, latitude: d.latitude, longitude: d.longitude }}
            station={stationPoint}
            nearby={d.nearby.map((n) => ({ name: n.name, slug: n.slug, latitude: n.latitude, longitude: n.longitude }))}
            hrefOf={(slug) => localizedPath(locale, `/destinations/${slug}`)}
            legend={{ here: t("map.legendHere", { name: d.name }), nearby: t("map.legendNearby"), station: d.stationName ? t("map.legendStation", { station: d.stationName }) : null }}
          />
        </section>

        <section aria-labelledby="nearby-title" className="space-y-3">
          <h2 id="nearby-title" className="text-xl font-bold text-sumi">{t("nearby.title")}</h2>
          {d.nearby.length ? (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {d.nearby.map((n) => (
                <DestinationCard key={n.id} d={n} moodNames={Object.fromEntries(n.moods.map((m) => [m, tm(m)]))} extra={t("nearby.distance", { km: n.distanceKm })} />
              ))}
            </ul>
          ) : (
            <p className="rounded-2xl border border-dashed border-line p-6 text-center text-sm text-sumi-soft">{t("nearby.empty")}</p>
          )}
        </section>
      </div>
    </main>
  );
}
