"use client";

import * as RadioGroup from "@radix-ui/react-radio-group";
import { BedDouble, Check, ChevronRight, MapPin, Star } from "lucide-react";
import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/ui/empty-state";
import { Link } from "@/i18n/navigation";
import { stayPath } from "@/lib/stay-path";
import { cn } from "@/lib/utils";
import { useTripFormat } from "@/features/trip/ui";
import { useArrowSelect } from "./use-arrow-select";
import type { ProposalAccommodation } from "../types";
import { Picture } from "@/components/shell/picture";
import { InLang } from "@/components/ui/in-lang";
import { isPhoto } from "@/lib/pictures";
import { nightsOf, stayCost, type TripQuestion } from "@/features/estimate";
import { usePartyNights } from "@/features/estimate/ui";

/** The stays of the proposal as a radio group of cards. */
export function AccommodationChoices({ stays, question, value, onChange }: { stays: ProposalAccommodation[]; question: TripQuestion; value: string | null; onChange: (id: string) => void }) {
  const partyNights = usePartyNights();
  const t = useTranslations("proposal");
  const ta = useTranslations("accommodation");
  const fmt = useTripFormat();
  const arrows = useArrowSelect(onChange);
  if (!stays.length) {
    return (
      <EmptyState icon={<BedDouble />} title={t("accommodation.none")}>
        <p className="text-sm">{t("accommodation.noneHint")}</p>
      </EmptyState>
    );
  }
  return (
    <RadioGroup.Root {...arrows.rootProps} value={value ?? ""} onValueChange={onChange} aria-label={t("sections.accommodation")} className="grid gap-3 lg:grid-cols-3">
      {stays.map((s) => {
        const on = s.id === value;
        return (
          <div key={s.id} className="flex flex-col gap-1">
          <RadioGroup.Item
            value={s.id}
            {...arrows.itemProps(s.id)}
            data-testid="stay-option"
            className={cn(
              "group relative flex overflow-hidden rounded-2xl border-2 bg-white text-left transition-all lg:flex-col",
              on ? "border-mood shadow-lift ring-4 ring-mood/15" : "border-line hover:border-mood/50",
            )}
          >
            <span className="relative w-28 shrink-0 self-stretch overflow-hidden bg-washi-deep sm:w-36 lg:h-36 lg:w-full">
              <StayPicture stay={s} alt={t("accommodation.locationAlt", { name: s.name })} />
              <span className="absolute left-2 top-2 rounded-full bg-white/95 px-2 py-0.5 text-[11px] font-semibold text-sumi shadow-sm">{t(`accommodationTypes.${s.type}`)}</span>
            </span>
            <span className="flex min-w-0 flex-1 flex-col gap-1 p-3.5">
              <span className="flex items-start justify-between gap-2">
                <span className="font-semibold leading-snug" data-testid="stay-name">
                  <InLang text={s.name} />
                </span>
                <span
                  aria-hidden
                  className={cn("flex size-6 shrink-0 items-center justify-center rounded-full border-2 transition-colors", on ? "border-mood bg-mood text-mood-ink" : "border-line text-transparent")}
                >
                  <Check className="size-3.5" strokeWidth={3} />
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-sumi-soft">
                <span className="inline-flex items-center gap-0.5">
                  <MapPin aria-hidden className="size-3" />
                  <InLang text={s.area} />
                </span>
                {s.rating !== null ? (
                  <span className="inline-flex items-center gap-0.5">
                    <Star aria-hidden className="size-3 fill-amber-400 text-amber-400" />
                    {s.rating.toFixed(1)}
                    {s.reviewCount ? <span className="text-sumi-soft/80">{fmt.aside(t("accommodation.reviews", { count: s.reviewCount }))}</span> : null}
                  </span>
                ) : null}
              </span>
              <span className="mt-1 flex flex-wrap gap-1">
                {s.features.map((f) => (
                  <InLang key={f} text={f} className="rounded-full bg-washi-deep px-2 py-0.5 text-[11px] text-sumi-soft" />
                ))}
              </span>
              <StayPrice stay={s} question={question} partyNights={partyNights({ party: question.party, nights: nightsOf(question) })} />
            </span>
          </RadioGroup.Item>
          {/* Beside the card, not inside it: a link cannot live in a radio button. */}
          <Link href={stayPath(s.slug || s.id)} className="inline-flex min-h-11 items-center self-end whitespace-nowrap rounded-full px-3 text-xs font-semibold text-mood hover:underline" data-testid="stay-details">
            {ta("viewDetails")}
            <ChevronRight aria-hidden className="size-3.5" />
            <span className="sr-only">: {s.name}</span>
          </Link>
          </div>
        );
      })}
    </RadioGroup.Root>
  );
}

/** The stay for the trip's dates and party (its rooms), or a plain 'too small' for a party it cannot take. */
function StayPrice({ stay, question, partyNights }: { stay: ProposalAccommodation; question: TripQuestion; partyNights: string }) {
  const t = useTranslations("proposal.accommodation");
  const fmt = useTripFormat();
  const cost = stayCost(stay, question);
  if (!cost) return <span className="mt-auto pt-1.5 text-sm text-sumi-soft" data-testid="stay-price">{t("tooSmall", { count: stay.maxGuests })}</span>;
  return (
    <span className="mt-auto break-keep pt-1.5 text-sm font-bold text-mood-deep" data-testid="stay-price">
      {t("forTrip", { partyNights, rooms: cost.rooms, price: fmt.yen(cost.amount) })}
    </span>
  );
}

/**
 * The stay's first photo; until it has one, where it is (a small map of the coast with the stay and
 * its station) rather than a drawing of its type.
 */
function StayPicture({ stay, alt }: { stay: ProposalAccommodation; alt: string }) {
  const photo = stay.images.find((image) => isPhoto(image.url));
  if (photo) {
    return <Picture src={photo.url} sizes="(min-width: 640px) 50vw, 100vw" alt={photo.caption ?? ""} loading="lazy" className="absolute inset-0 h-full w-full object-cover transition-transform duration-500 group-hover:scale-105" />;
  }
  return <img src={`/api/stays/${stay.id}/location`} alt={alt} loading="lazy" data-testid="stay-location-thumb" className="absolute inset-0 h-full w-full object-cover" />;
}
