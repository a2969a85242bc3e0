import type * as React from "react";
import { BedDouble, Check, Clock, ExternalLink, MapPin, Sparkles, Star, Users } from "lucide-react";
import { getFormatter, getTranslations } from "next-intl/server";
import { ImageCarousel } from "@/components/shell/image-carousel";
import { PhotoCredit } from "@/components/shell/photo-credit";
import type { PhotoCredit as Credit } from "@/lib/photo-credit";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import type { AccommodationDetail } from "../views";
import { BackLink } from "./back-link";
import { TripMood } from "./trip-mood";

/** /accommodation/{slug}: photos, rating, reviews, price per night, features and amenities. */
/** `picture` replaces the photo carousel: a stay without a photo shows where it is instead. */
export async function AccommodationScreen({ stay, breadcrumbs, picture, credit }: { stay: AccommodationDetail; breadcrumbs?: React.ReactNode; picture?: React.ReactNode; credit?: Credit | null }) {
  const t = await getTranslations("accommodation");
  const tp = await getTranslations("proposal");
  const tt = await getTranslations("trip");
  const format = await getFormatter();
  const yen = (amount: number) => tt("yen", { amount });
  return (
    <TripMood className="min-h-dvh bg-washi">
      <main id="main" className="mx-auto max-w-5xl px-4 pb-32 pt-20 sm:px-8 md:pb-16">
        <BackLink label={t("back")} />
        {breadcrumbs}
        <div className="mt-3 grid gap-6 md:grid-cols-[3fr_2fr] md:gap-10">
          <div>
            {picture ?? <ImageCarousel images={stay.images} priority sizes="(min-width: 1024px) 36rem, (min-width: 768px) 60vw, 100vw" className="overflow-hidden rounded-3xl shadow-soft" />}
            {/* The first photo's credit, as its source asks. */}
            {!picture && credit ? <PhotoCredit credit={credit} label={t("photo")} className="mt-2 text-sumi-soft" /> : null}
          </div>
          <div className="flex flex-col gap-4">
            <div>
              <p className="inline-flex items-center gap-1.5 rounded-full bg-mood-soft px-3 py-1 text-xs font-semibold text-mood-deep">
                <BedDouble aria-hidden className="size-3.5" />
                {tp(`accommodationTypes.${stay.type}`)}
              </p>
              <h1 className="mt-2 text-2xl font-bold leading-tight sm:text-3xl" data-testid="accommodation-name">
                {stay.name}
              </h1>
              <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-sumi-soft">
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden className="size-4" />
                  {stay.area}
                </span>
                <span className="inline-flex items-center gap-1">
                  <Users aria-hidden className="size-4" />
                  {t("maxGuests", { count: stay.maxGuests })}
                </span>
              </p>
            </div>
            {stay.rating !== null ? (
              <div className="flex items-center gap-3" data-testid="accommodation-rating">
                <span className="inline-flex items-center gap-1 text-lg font-bold">
                  <Star aria-hidden className="size-5 fill-amber-400 text-amber-400" />
                  <span>{format.number(stay.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</span>
                  <span className="sr-only">{t("ratingLabel")}</span>
                </span>
                {stay.reviewCount !== null ? <span className="text-sm text-sumi-soft">{t("reviews", { count: stay.reviewCount })}</span> : null}
              </div>
            ) : null}
            <div className="rounded-2xl border border-line bg-white p-4" data-testid="accommodation-price">
              <p className="text-sm text-sumi-soft">{t("pricePerNight")}</p>
              <p className="break-keep text-2xl font-bold text-mood-deep">{t("from", { price: yen(stay.pricePerNightMin) })}</p>
              {stay.pricePerNightMax > stay.pricePerNightMin ? <p className="text-xs text-sumi-soft">{t("priceRange", { min: yen(stay.pricePerNightMin), max: yen(stay.pricePerNightMax) })}</p> : null}
              <p className="mt-1 text-xs text-sumi-soft" data-testid="price-estimate-note">{t("priceEstimateNote")}</p>
            </div>
            {stay.description ? <p className="text-[15px] leading-relaxed text-sumi">{stay.description}</p> : null}
            {stay.address || stay.checkInTime || stay.officialUrl ? (
              <dl className="grid gap-2 text-sm" data-testid="accommodation-facts">
                {stay.address ? (
                  <div className="flex gap-2">
                    <dt className="inline-flex shrink-0 items-center gap-1 text-sumi-soft">
                      <MapPin aria-hidden className="size-4" />
                      {t("address")}
                    </dt>
                    <dd>{stay.address}</dd>
                  </div>
                ) : null}
                {stay.checkInTime || stay.checkOutTime ? (
                  <div className="flex gap-2">
                    <dt className="inline-flex shrink-0 items-center gap-1 text-sumi-soft">
                      <Clock aria-hidden className="size-4" />
                      {t("hours")}
                    </dt>
                    <dd>
                      {[stay.checkInTime ? t("checkIn", { time: stay.checkInTime }) : null, stay.checkOutTime ? t("checkOut", { time: stay.checkOutTime }) : null].filter(Boolean).join(" / ")}
                    </dd>
                  </div>
                ) : null}
                {stay.officialUrl ? (
                  <div>
                    <dt className="sr-only">{t("officialSite")}</dt>
                    <dd>
                      <a href={stay.officialUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-mood-deep underline underline-offset-4">
                        {t("officialSite")}
                        <ExternalLink aria-hidden className="size-3.5" />
                      </a>
                    </dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
            <div className="hidden md:block">
              <ChooseButton id={stay.id} label={t("choose")} />
            </div>
          </div>
        </div>

        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <section aria-labelledby="features-title" className="rounded-3xl bg-white p-5 shadow-soft">
            <h2 id="features-title" className="flex items-center gap-2 text-lg font-bold">
              <Sparkles aria-hidden className="size-5 text-mood" />
              {t("features")}
            </h2>
            <ul className="mt-3 space-y-2" data-testid="accommodation-features">
              {stay.features.map((f) => (
                <li key={f} className="flex gap-2 text-[15px]">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-mood" />
                  {f}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="amenities-title" className="rounded-3xl bg-white p-5 shadow-soft">
            <h2 id="amenities-title" className="text-lg font-bold">
              {t("amenities")}
            </h2>
            {stay.amenities.length ? (
              <ul className="mt-3 flex flex-wrap gap-2" data-testid="accommodation-amenities">
                {stay.amenities.map((a) => (
                  <li key={a} className="rounded-full bg-washi-deep px-3 py-1 text-sm">
                    {a}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-sm text-sumi-soft">{t("noAmenities")}</p>
            )}
            {stay.untranslated ? <p className="mt-4 text-xs text-sumi-soft">{t("japaneseNote")}</p> : null}
          </section>
        </div>
      </main>
      {/* On phones the decision stays within thumb's reach. */}
      <div data-bottom-bar className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-white/95 px-4 py-3 backdrop-blur md:hidden">
        {/* The button keeps its width; the price beside it stays on one line, its label may wrap. */}
        <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)_auto] items-center gap-3">
          <p className="text-sm" data-testid="price-bar">
            <span className="block text-xs text-sumi-soft">{t("pricePerNight")}</span>
            <span className="whitespace-nowrap font-bold text-mood-deep">{t("from", { price: yen(stay.pricePerNightMin) })}</span>
          </p>
          <ChooseButton id={stay.id} label={t("choose")} />
        </div>
      </div>
    </TripMood>
  );
}

function ChooseButton({ id, label }: { id: string; label: string }) {
  return (
    <Button asChild variant="mood" size="lg" className="w-full md:w-auto">
      <Link href={`/booking/${id}`}>{label}</Link>
    </Button>
  );
}
