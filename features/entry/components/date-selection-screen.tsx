"use client";

import { CalendarHeart, Sparkles } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Link, useRouter } from "@/i18n/navigation";
import { MOOD_ICONS, type MoodId } from "@/lib/moods";
import { cn } from "@/lib/utils";
import { PartyPicker } from "@/features/trip/ui";
import { clampChildren, clampGuests, DEFAULT_GUESTS } from "@/features/trip";
import { entryDatePresets, type EntryPresetId } from "@/features/trip";
import { requestFreshDraw } from "@/features/trip";
import { type EscapeMagicData } from "@/features/trip";
import { useTripFormat } from "@/features/trip/ui";
import { StepLayout } from "./step-layout";
import { escapeMagicDataStore } from "@/features/trip";
import { useStoredValue } from "@/lib/use-stored-value";

const IDS: EntryPresetId[] = ["thisWeekend1", "thisWeekend2", "nextWeekend1", "nextWeekend2"];

/** Four presets from the coming Saturday and a party of 1–8 (adults and children); 'AIに提案してもらう' saves and opens the proposal. */
export function DateSelectionScreen() {
  const { value, ready } = useStoredValue(escapeMagicDataStore);
  return <DateSelection key={ready ? "saved" : "defaults"} saved={ready ? value : null} hydrated={ready} />;
}

function DateSelection({ saved, hydrated }: { saved: EscapeMagicData | null; hydrated: boolean }) {
  const t = useTranslations("entry.dateSelection");
  const tm = useTranslations("travel.moods");
  const fmt = useTripFormat();
  const router = useRouter();
  // Counted in the browser from the visitor's today.
  const presets = React.useMemo(() => (hydrated ? entryDatePresets() : null), [hydrated]);
  const [choice, setChoice] = React.useState<EntryPresetId | null>(() => IDS.find((id) => presets && saved && presets[id].from === saved.checkIn && presets[id].to === saved.checkOut) ?? null);
  const [party, setParty] = React.useState(() => {
    const guests = clampGuests(saved?.guestCount ?? DEFAULT_GUESTS);
    const children = clampChildren(saved?.children, guests);
    return { adults: guests - children, children };
  });
  const moods: MoodId[] = saved?.moods ?? [];

  const submit = () => {
    if (!choice || !presets) return;
    const range = presets[choice];
    escapeMagicDataStore.write({ moods, checkIn: range.from, checkOut: range.to, guestCount: party.adults + party.children, children: party.children, nights: range.nights });
    requestFreshDraw();
    router.push(moods.length ? `/proposal?moods=${moods.join(",")}` : "/proposal");
  };

  return (
    <StepLayout
      step={t("step")}
      title={t("title")}
      lead={t("lead")}
      mood={moods[0]}
      backHref="/mood-selection"
      ready={Boolean(choice)}
      hint={choice ? t("ready") : t("hintNone")}
      action={
        <Button variant="mood" size="lg" className="flex-1" disabled={!choice} onClick={submit} aria-describedby="step-hint" data-testid="ask-ai">
          <Sparkles aria-hidden /> {t("submit")}
        </Button>
      }
    >
      <div className="space-y-5">
        {moods.length ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-sumi-soft">
            {t("moods")}
            {moods.map((m) => {
              const Icon = MOOD_ICONS[m];
              return (
                <span key={m} data-mood={m} className="inline-flex items-center gap-1 rounded-full bg-mood px-2.5 py-1 text-xs font-semibold text-mood-ink">
                  <Icon aria-hidden className="size-3.5" /> {tm(m)}
                </span>
              );
            })}
          </p>
        ) : (
          <p className="text-sm text-sumi-soft">
            {t("noMoods")}{" "}
            <Link href="/mood-selection" className="font-semibold text-mood underline underline-offset-4">
              {t("chooseMoods")}
            </Link>
          </p>
        )}
        <div role="radiogroup" aria-label={t("presetsLabel")} className="grid grid-cols-2 gap-3">
          {IDS.map((id) => {
            const range = presets?.[id];
            const on = choice === id;
            return (
              <button
                key={id}
                type="button"
                role="radio"
                aria-checked={on}
                disabled={!range}
                onClick={() => setChoice(id)}
                data-testid={`entry-preset-${id}`}
                className={cn(
                  "flex min-h-24 flex-col items-start justify-between rounded-3xl border-2 p-4 text-left transition-all",
                  on ? "border-mood bg-mood text-mood-ink shadow-lift" : "border-line bg-white shadow-soft hover:border-mood/60",
                )}
              >
                <CalendarHeart aria-hidden className={cn("size-5", on ? "text-mood-ink" : "text-mood")} />
                <span>
                  <span className="block text-base font-bold">{t(`presets.${id}`)}</span>
                  <span className={cn("block text-xs", on ? "text-mood-ink/85" : "text-sumi-soft")}>{range ? fmt.range(range.from, range.to) : "…"}</span>
                </span>
              </button>
            );
          })}
        </div>
        <div className="rounded-3xl border border-line bg-white px-4 py-3 shadow-soft">
          <PartyPicker party={party} onChange={setParty} />
        </div>
      </div>
    </StepLayout>
  );
}
