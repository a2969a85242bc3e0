"use client";

import { BedDouble, Route, Wallet, WifiOff } from "lucide-react";
import { useSearchParams } from "@/lib/use-search-params";
import { useLocale, useTranslations } from "next-intl";
import * as React from "react";
import { useRouter } from "@/i18n/navigation";
import { parseMoods, type MoodId } from "@/lib/moods";
import { useTripFormat } from "@/features/trip/ui";
import { AccessModal } from "@/features/access/ui";
import { RoutePanel } from "@/features/access/ui";
import { summaryFromInfo } from "@/features/access";
import { useAccessInfo } from "@/features/access/ui";
import { useProposal } from "../use-proposal";
import { proposalKey } from "../draw-request";
import type { FirstDraw } from "../first-draw";
import { AccessChoices } from "./access-choices";
import { AccommodationChoices } from "./accommodation-choices";
import { BudgetBreakdown } from "./budget-breakdown";
import { ChoiceSection } from "./choice-section";
import { EscapeBar } from "./escape-bar";
import { ProposalHero } from "./proposal-hero";
import { ReachChip } from "./reach-chip";
import { OddsSheet } from "./odds-sheet";
import { SealChip } from "./seal-chip";
import { ExcludeActions } from "@/features/exclusions/ui";
import { ProposalHighlights, ProposalHints } from "./proposal-hints";
import { ProposalError, ProposalLoading } from "./proposal-states";
import { SummaryTiles } from "./summary-tiles";
import { proposalEstimate, tripQuestion } from "../trip-estimate";
import { escapeMagicDataStore } from "@/features/trip";
import { chosenTripStore } from "../chosen-trip";
import { useStoredValue } from "@/lib/use-stored-value";

/** The gacha proposal at /proposal?moods=…: moods from the address, else from the other entry path. */
export function ProposalScreen({ initial = null }: { initial?: FirstDraw | null }) {
  const search = useSearchParams();
  const moodsParam = search.get("moods");
  const prefecture = search.get("prefecture")?.trim() || null;
  // A destination page's 'go here': the id of the destination to show first.
  const goTo = UUID.test(search.get("destination") ?? "") ? search.get("destination") : null;
  const { value: saved, ready } = useStoredValue(escapeMagicDataStore);
  const fromUrl = React.useMemo(() => parseMoods(moodsParam), [moodsParam]);
  // Until this browser's storage can be read, the server's first draw says which moods it drew for.
  const moods = React.useMemo(() => (fromUrl.length ? fromUrl : ready ? (saved?.moods ?? []) : (initial?.moods ?? [])), [fromUrl, ready, saved, initial]);
  if (!ready && !initial) return <ProposalLoading />;
  const key = proposalKey(moods, prefecture);
  return <Proposal key={key} moods={moods} prefecture={prefecture} goTo={goTo} initial={initial?.key === key ? initial : null} />;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Proposal({ moods, prefecture, goTo, initial }: { moods: MoodId[]; prefecture: string | null; goTo: string | null; initial: FirstDraw | null }) {
  const t = useTranslations("proposal");
  const tPwa = useTranslations("pwa");
  const locale = useLocale();
  const router = useRouter();
  const fmt = useTripFormat();
  const state = useProposal(moods, prefecture, goTo, initial);
  // Once 'go here' has shown its destination the address drops it: a reload shows what is on
  // screen (kept for the session) and 'next' draws as usual.
  const shownPhase = state.phase === "shown";
  // The address changes in place (no request: the page would ask the server to draw again).
  React.useEffect(() => {
    if (!goTo || !shownPhase) return;
    const url = new URL(window.location.href);
    url.searchParams.delete("destination");
    window.history.replaceState(window.history.state, "", url);
  }, [goTo, shownPhase]);
  const [open, setOpen] = React.useState({ accommodation: true, access: true, budget: false });
  const [accessOpen, setAccessOpen] = React.useState(false);
  const proposalId = state.data?.proposal.id;
  const d = state.departure;
  // The access service (directions, AI formatting, cache) refines what the draw gave at once.
  const query = React.useMemo(
    () => (proposalId ? { destinationId: proposalId, locale, hasCar: state.trip?.hasCar ?? false, stationId: d?.stationId, latitude: d?.latitude, longitude: d?.longitude, label: d?.label } : null),
    [proposalId, locale, state.trip?.hasCar, d?.stationId, d?.latitude, d?.longitude, d?.label],
  );
  const accessInfo = useAccessInfo(query);
  const served = accessInfo.state.status === "ready" && accessInfo.state.info.options.length ? accessInfo.state.info : null;
  const { accessId, select } = state;
  const drawnOptions = state.data?.proposal.access.options;

  // A way there chosen from the draw's estimate survives the service's answer, whose routes have
  // other ids: the same kind of transport is kept (the first such route the service offers).
  React.useEffect(() => {
    if (!served || !accessId || served.options.some((o) => o.id === accessId)) return;
    const drawn = drawnOptions?.find((o) => o.id === accessId);
    const same = drawn && served.options.find((o) => o.mode === drawn.mode);
    if (same) select({ accessId: same.id });
  }, [served, accessId, drawnOptions, select]);

  if (state.phase === "error") return <ProposalError message={state.error ?? ""} onRetry={state.retry} />;
  if (!state.data) return <ProposalLoading />;

  const { pool } = state.data;
  const accessSummary = served ? summaryFromInfo(served, state.data.proposal.access.fastestMinutes) : state.data.proposal.access;
  const proposal = { ...state.data.proposal, access: accessSummary };
  const stay = proposal.accommodations.find((a) => a.id === state.accommodationId) ?? null;
  const access = proposal.access.options.find((o) => o.id === state.accessId) ?? null;
  const trip = state.trip;
  // A preset departure is named in the page's language (the draw's origin); a typed one as typed.
  const hub = proposal.access.from.id !== "location" && pool.reach?.from ? pool.reach.from : trip?.hub;
  const tripLine = trip ? t("tripLine", { dates: fmt.range(trip.checkIn, trip.checkOut), guests: fmt.guests(trip.guestCount), hub: hub ?? trip.hub }) : null;

  const palette = moods.find((m) => proposal.moods.includes(m)) ?? proposal.moods[0] ?? moods[0];
  const question = tripQuestion(trip);
  const estimate = proposalEstimate(proposal, question, { stay, access });

  // Under the pool line: how far (reopens the question), how the draw works, the next seed's hash.
  const poolExtras = (
    <>
      {pool.reach ? <ReachChip reach={pool.reach} arriveBy={trip?.arriveBy ?? null} /> : null}
      {state.offline ? null : <OddsSheet data={state.data} sealedBefore={state.sealedBefore} question={state.question} />}
      {state.data.next && !state.offline ? <SealChip commitment={state.data.next.commitment} /> : null}
    </>
  );

  const escape = () => {
    if (!stay || !access || !trip) return;
    chosenTripStore.write({ kind: "gacha", proposal, selectedAccommodation: stay, selectedAccess: access, trip, locale, savedAt: Date.now() });
    router.push("/travel-hub");
  };

  return (
    <main id="main" data-mood={palette} className="bg-washi">
      <ProposalHero proposal={proposal} pool={pool} wanted={moods} tripLine={tripLine} revealing={state.phase === "revealing"} revealKey={state.revealKey} onNext={state.next} poolExtras={poolExtras}
        actions={state.offline ? null : <ExcludeActions place={{ id: proposal.id, name: proposal.name }} searchKey={proposalKey(moods, prefecture)} onExcluded={state.next} disabled={state.phase === "revealing"} />}
      />

      <div id="trip-details" className="relative z-10 -mt-6 rounded-t-[2rem] bg-washi pt-8">
        <div className="mx-auto max-w-5xl space-y-8 px-4 pb-10 sm:px-8">
          {state.offline ? (
            <p role="status" data-testid="offline-proposal" className="flex items-start gap-2 rounded-2xl bg-white px-4 py-3 text-sm shadow-soft ring-1 ring-line">
              <WifiOff aria-hidden className="mt-0.5 size-4 shrink-0 text-sumi-soft" />
              {tPwa("offlineProposal")}
            </p>
          ) : null}
          <SummaryTiles proposal={proposal} estimate={estimate} onAccessDetails={() => setAccessOpen(true)} />
          <ProposalHighlights highlights={proposal.highlights} outOfSeason={proposal.outOfSeason} />
          <ProposalHints hints={proposal.hints} />

          <div className="space-y-3">
            <ChoiceSection
              id="accommodation"
              icon={<BedDouble />}
              title={t("sections.accommodation")}
              chosen={Boolean(stay)}
              summary={stay?.name}
              open={open.accommodation}
              onOpenChange={(v) => setOpen((o) => ({ ...o, accommodation: v }))}
            >
              <AccommodationChoices stays={proposal.accommodations} question={question} value={state.accommodationId} onChange={(id) => state.select({ accommodationId: id })} />
            </ChoiceSection>
            <ChoiceSection
              id="access"
              icon={<Route />}
              title={t("sections.access")}
              chosen={Boolean(access)}
              summary={access?.title}
              open={open.access}
              onOpenChange={(v) => setOpen((o) => ({ ...o, access: v }))}
            >
              <AccessChoices access={proposal.access} value={state.accessId} onChange={(id) => state.select({ accessId: id })} />
              <div className="mt-4">
                <RoutePanel state={accessInfo.state} onRetry={accessInfo.retry} onSelect={(id) => state.select({ accessId: id })} selectedId={state.accessId} />
              </div>
            </ChoiceSection>
            <ChoiceSection id="budget" icon={<Wallet />} title={t("sections.budget")} summary={fmt.yenRange(estimate.estimate.total, estimate.estimate.totalMax)} open={open.budget} onOpenChange={(v) => setOpen((o) => ({ ...o, budget: v }))}>
              <BudgetBreakdown estimate={estimate} />
            </ChoiceSection>
          </div>
        </div>
        <EscapeBar hasStay={Boolean(stay)} hasAccess={Boolean(access)} onEscape={escape} />
      </div>
      <AccessModal destinationName={proposal.name} state={accessInfo.state} onRetry={accessInfo.retry} mood={palette} open={accessOpen} onOpenChange={setAccessOpen} />
    </main>
  );
}
