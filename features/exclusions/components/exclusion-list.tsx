"use client";

import { Undo2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useExclusions } from "../use-exclusions";

/** The places left out of the draw, each with an undo (the account page). */
export function ExclusionList() {
  const t = useTranslations("exclusions");
  const { items, include } = useExclusions();
  if (!items.length) return <p className="text-sm text-sumi-soft" data-testid="exclusions-empty">{t("empty")}</p>;
  return (
    <ul className="divide-y divide-line rounded-2xl border border-line bg-white" data-testid="exclusions">
      {items.map((item) => (
        <li key={item.id} className="flex items-center justify-between gap-3 px-4 py-3" data-testid="exclusion">
          <span>
            <span className="font-medium">{item.name}</span> <span className="text-xs text-sumi-soft">{t(`kinds.${item.kind}`)}</span>
          </span>
          <Button variant="outline" size="sm" onClick={() => void include(item.id)} aria-label={t("undoPlace", { name: item.name })}>
            <Undo2 aria-hidden /> {t("undo")}
          </Button>
        </li>
      ))}
    </ul>
  );
}
