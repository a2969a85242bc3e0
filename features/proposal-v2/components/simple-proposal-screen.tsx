"use client";

import { ArrowLeft, ArrowRight, BedDouble, CarFront, Clock, Landmark, MapPin, OctagonAlert, Shuffle, TrainFront, UtensilsCrossed, Wallet } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/i18n/navigation";
import { ProposalLoading } from "@/features/proposal/ui";
import { tripFacts } from "@/features/trip";
import { useTripFormat } from "@/features/trip/ui";
import { FEATURE_KEYS, SIMPLE_LOADING_MS, SIMPLE_PROPOSALS, type SimpleProposalData } from "../data";
import type { SimpleProposal } from "@/features/proposal";
import { magicDataStore, escapeMagicDataStore } from "@/features/trip";
import { chosenTripStore } from "@/features/proposal";
import { useStoredValue } from "@/lib/use-stored-value";
import { useYourAccess, type YourAccess } from "@/features/destinations/ui";
import { Picture } from "@/components/shell/picture";

/** /v2/proposal: 3 s of loading, then Hakone and Kamakura in turn. */
export function SimpleProposalScreen() {
  const t = useTranslations("simpleProposal");
  const tTrip = useTranslations("trip");
  const locale = useLocale();
  const router = useRouter();
  const [index, setIndex] = React.useState(0);
  const [loading, setLoading] = React.useState(true);
  const localize = useLocalizedProposal();
  const magic = useStoredValue(magicDataStore);
  const escape = useStoredValue(escapeMagicDataStore);
  const trip = React.useMemo(() => (magic.ready ? tripFacts(magic.value, escape.value, [], tTrip("defaultHub")) : null), [magic.ready, magic.value, escape.value, tTrip]);
  const data = SIMPLE_PROPOSALS.length ? SIMPLE_PROPOSALS[index % SIMPLE_PROPOSALS.length] : null;
  // The hand-written ways there start at Tokyo Station; any other departure gets its own estimate.
  const fromTokyo = !magic.value?.hubCoordinates && (!magic.value?.hubStationId || magic.value.hubStationId === "tokyo");
  const yours = useYourAccess(data?.id ?? "", locale);

  React.useEffect(() => {
    if (!loading) return;
    const id = window.setTimeout(() => setLoading(false), SIMPLE_LOADING_MS);
    return () => window.clearTimeout(id);
  }, [loading]);

  if (loading) return <ProposalLoading label={t("loading")} />;
  if (!data || !trip) {
    return (
      <main id="main" className="flex min-h-dvh items-center justify-center px-5">
        <div role="alert" className="w-full max-w-md rounded-3xl border border-red-200 bg-red-50 p-7">
          <OctagonAlert aria-hidden className="mb-3 size-8 text-red-600" />
          <h1 className="text-xl font-semibold">{t("error")}</h1>
          <p className="mt-2 text-sumi-soft">{t("errorDetail")}</p>
          <Button className="mt-5" onClick={() => router.back()}>
            <ArrowLeft aria-hidden /> {t("back")}
          </Button>
        </div>
      </main>
    );
  }
  const proposal = localize(data, fromTokyo ? null : { from: trip.hub, yours });

  const goHere = () => {
    chosenTripStore.write({ kind: "simple", proposal, trip, locale, savedAt: now() });
    router.push("/travel-concierge");
  };
  const another = () => {
    setIndex((i) => (i + 1) % SIMPLE_PROPOSALS.length);
    setLoading(true);
    window.scrollTo({ top: 0 });
  };

  return (
    <main id="main" data-mood={data.id === "hakone" ? "mountain" : "ocean"} className="min-h-dvh bg-washi pb-32">
      <section className="relative isolate flex min-h-[70svh] flex-col justify-end overflow-hidden bg-mood-deep text-white">
        <Picture src={proposal.heroImage} sizes="100vw" alt="" aria-hidden className="absolute inset-0 -z-10 h-full w-full object-cover" />
        <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-t from-mood-deep via-mood-deep/40 to-black/30" />
        <div className="mx-auto w-full max-w-4xl px-5 pb-12 pt-28 animate-rise sm:px-8">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-white/75">{t("eyebrow")}</p>
          <p className="mt-3 inline-flex items-center gap-1 rounded-full bg-white px-3 py-1 text-sm font-semibold text-mood-deep">
            <MapPin aria-hidden className="size-3.5" /> {proposal.prefecture}
          </p>
          <h1 data-testid="simple-name" className="mt-2 text-5xl font-bold tracking-tight sm:text-6xl">
            {proposal.name}
          </h1>
          <p className="mt-4 max-w-2xl text-pretty leading-relaxed text-white/90">{proposal.description}</p>
        </div>
      </section>

      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-8">
        <div className="grid gap-4 sm:grid-cols-2">
          <ListCard icon={<Landmark />} title={t("attractions")} items={proposal.attractions} />
          <ListCard icon={<UtensilsCrossed />} title={t("cuisine")} items={proposal.cuisine} />
        </div>

        <section aria-labelledby="simple-access" className="rounded-3xl bg-white p-5 shadow-soft ring-1 ring-line/60">
          <h2 id="simple-access" className="mb-4 text-lg font-bold">
            {t("access")}
          </h2>
          <Route icon={<TrainFront />} label={t("byTrain")} route={proposal.accessByTrain.route} duration={proposal.accessByTrain.duration} extra={proposal.accessByTrain.cost} />
          {trip.hasCar ? (
            <Route icon={<CarFront />} label={t("byCar")} route={proposal.accessByCar.route} duration={proposal.accessByCar.duration} extra={proposal.accessByCar.notes} testId="simple-car" />
          ) : (
            <p className="mt-3 text-xs text-sumi-soft">{t("carHidden")}</p>
          )}
        </section>

        <section aria-labelledby="simple-stays">
          <h2 id="simple-stays" className="mb-3 flex items-center gap-2 text-lg font-bold">
            <BedDouble aria-hidden className="size-5 text-mood" /> {t("stays")}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-3">
            {proposal.accommodations.map((a) => (
              <li key={a.name} className="rounded-3xl bg-white p-4 shadow-soft ring-1 ring-line/60">
                <p className="text-xs font-semibold text-mood">{a.type}</p>
                <p className="mt-0.5 font-semibold leading-snug">{a.name}</p>
                <p className="mt-1 text-sm font-bold text-mood-deep">{a.price}</p>
                <ul className="mt-2 space-y-1 text-xs text-sumi-soft">
                  {a.features.map((f) => (
                    <li key={f} className="flex gap-1.5">
                      <span aria-hidden className="mt-1.5 size-1 shrink-0 rounded-full bg-mood" />
                      {f}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div data-bottom-bar className="fixed inset-x-0 bottom-0 z-30 border-t border-line/70 bg-washi/90 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 backdrop-blur-md">
        <div className="mx-auto flex max-w-4xl gap-2">
          <Button variant="outline" size="lg" onClick={another} className="flex-1" data-testid="simple-another">
            <Shuffle aria-hidden /> {t("another")}
          </Button>
          <Button variant="mood" size="lg" onClick={goHere} className="flex-1" data-testid="simple-go">
            {t("goHere")} <ArrowRight aria-hidden />
          </Button>
        </div>
      </div>
    </main>
  );
}

const now = () => Date.now();

/** Builds the SimpleProposal shape in the page's language; the ways there from the traveller's departure when it is not Tokyo Station. */
function useLocalizedProposal() {
  const t = useTranslations("simpleProposal");
  const tp = useTranslations("proposal.accommodationTypes");
  const fmt = useTripFormat();
  return React.useCallback(
    (d: SimpleProposalData, own: { from: string; yours: YourAccess | null } | null): SimpleProposal => {
      const id = d.id;
      const name = t(`proposals.${id}.name`);
      const way = (mode: "train" | "car") => {
        const w = own?.yours?.row.ways.find((x) => x.mode === mode);
        const to = { from: own?.from ?? "", to: name };
        if (!w) return { route: t("yourRoute", to), duration: own?.yours ? "—" : t("routePending"), cost: "" };
        return { route: w.via ? t("yourRouteVia", { ...to, via: w.via }) : t("yourRoute", to), duration: fmt.duration(w.minutes), cost: fmt.yen(w.yen) };
      };
      const train = own ? way("train") : null;
      const car = own ? way("car") : null;
      return {
        id,
        name,
        prefecture: t(`proposals.${id}.prefecture`),
        heroImage: d.heroImage,
        description: t(`proposals.${id}.description`),
        attractions: d.attractionKeys.map((a) => t(`proposals.${id}.attractions.${a}`)),
        cuisine: d.cuisineKeys.map((c) => t(`proposals.${id}.cuisine.${c}`)),
        accessByTrain: train ?? { route: t(`proposals.${id}.train.route`), duration: t(`proposals.${id}.train.duration`), cost: t(`proposals.${id}.train.cost`) },
        accessByCar: car
          ? { route: car.route, duration: car.duration, notes: [car.cost, t("yourEstimate", { from: own!.from })].filter(Boolean).join(" ") }
          : { route: t(`proposals.${id}.car.route`), duration: t(`proposals.${id}.car.duration`), notes: t(`proposals.${id}.car.notes`) },
        accommodations: d.stays.map((s) => ({
          name: t(`proposals.${id}.stays.${s.key}.name`),
          type: tp(s.type),
          price: t("priceFrom", { price: fmt.yen(s.pricePerNight) }),
          features: FEATURE_KEYS.map((f) => t(`proposals.${id}.stays.${s.key}.${f}`)),
        })),
      };
    },
    [t, tp, fmt],
  );
}

function ListCard({ icon, title, items }: { icon: React.ReactNode; title: string; items: string[] }) {
  return (
    <section className="rounded-3xl bg-white p-5 shadow-soft ring-1 ring-line/60">
      <h2 className="mb-3 flex items-center gap-2 text-lg font-bold [&_svg]:size-5 [&_svg]:text-mood">
        {icon} {title}
      </h2>
      <ul className="space-y-2">
        {items.map((i) => (
          <li key={i} className="flex gap-2 text-[15px]">
            <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-mood" />
            {i}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Route({ icon, label, route, duration, extra, testId }: { icon: React.ReactNode; label: string; route: string; duration: string; extra: string; testId?: string }) {
  return (
    <div data-testid={testId} className="flex gap-3 border-t border-line/70 py-3 first-of-type:border-0 first-of-type:pt-0">
      <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-mood-soft text-mood [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold text-mood">{label}</p>
        <p className="font-medium leading-snug">{route}</p>
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-sumi-soft">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-4" /> {duration}
          </span>
          <span className="inline-flex items-center gap-1">
            <Wallet aria-hidden className="size-4" /> {extra}
          </span>
        </p>
      </div>
    </div>
  );
}
