"use client";

import { ArrowRight } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/i18n/navigation";
import type { MoodId } from "@/lib/moods";
import { MoodCards } from "@/features/trip/ui";
import { DEFAULT_GUESTS } from "@/features/trip";
import { useTripFormat } from "@/features/trip/ui";
import { StepLayout } from "./step-layout";
import { escapeMagicDataStore } from "@/features/trip";
import { useStoredValue } from "@/lib/use-stored-value";

/** Several moods; next is disabled until one is chosen, then saves them and goes to /date-selection. */
export function MoodSelectionScreen() {
  const { value, ready } = useStoredValue(escapeMagicDataStore);
  return <MoodSelection key={ready ? "saved" : "defaults"} saved={ready ? (value?.moods ?? []) : []} />;
}

function MoodSelection({ saved }: { saved: MoodId[] }) {
  const t = useTranslations("entry.moodSelection");
  const tm = useTranslations("travel.moods");
  const fmt = useTripFormat();
  const router = useRouter();
  const [moods, setMoods] = React.useState<MoodId[]>(saved);

  const toggle = (m: MoodId) => setMoods((list) => (list.includes(m) ? list.filter((x) => x !== m) : [...list, m]));
  const next = () => {
    if (!moods.length) return;
    const saved = escapeMagicDataStore.read();
    escapeMagicDataStore.write({ checkIn: null, checkOut: null, guestCount: DEFAULT_GUESTS, nights: 1, ...saved, moods });
    router.push("/date-selection");
  };

  return (
    <StepLayout
      step={t("step")}
      title={t("title")}
      lead={t("lead")}
      mood={moods[0]}
      backHref="/inspiration"
      ready={moods.length > 0}
      hint={moods.length ? t("selected", { moods: fmt.list(moods.map((m) => tm(m))) }) : t("hintNone")}
      action={
        <Button variant="mood" size="lg" className="flex-1" disabled={!moods.length} onClick={next} aria-describedby="step-hint" data-testid="mood-next">
          {t("next")} <ArrowRight aria-hidden />
        </Button>
      }
    >
      <MoodCards multiple selected={moods} onToggle={toggle} label={t("title")} />
    </StepLayout>
  );
}
