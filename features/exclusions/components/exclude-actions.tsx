"use client";

import { Ban, Footprints } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { addSearchExclusion } from "@/features/trip";
import { toast } from "@/lib/toast";
import { useExclusions } from "../use-exclusions";

interface ExcludeActionsProps {
  place: { id: string; name: string };
  /** The search this proposal belongs to ('just this search' is kept for it). */
  searchKey: string;
  /** After a place is left out: draw again. */
  onExcluded: () => void;
  disabled?: boolean;
}

/** 'Not this place' (asks once: just this search, or never) and 'been there', on a proposal. */
export function ExcludeActions({ place, searchKey, onExcluded, disabled }: ExcludeActionsProps) {
  const t = useTranslations("exclusions");
  const { exclude } = useExclusions();
  const [asking, setAsking] = React.useState(false);

  const done = async (how: "search" | "never" | "been") => {
    setAsking(false);
    if (how === "search") addSearchExclusion(searchKey, place.id);
    else await exclude(place, how);
    toast.success(t(`done.${how}`, { name: place.name }));
    onExcluded();
  };

  return (
    <>
      <Button variant="glass" size="sm" disabled={disabled} onClick={() => setAsking(true)} data-testid="not-this-place" className="h-11 border-white/40 bg-black/30 hover:bg-black/45">
        <Ban aria-hidden /> {t("notThis")}
      </Button>
      <Button variant="glass" size="sm" disabled={disabled} onClick={() => void done("been")} data-testid="been-there" className="h-11 border-white/40 bg-black/30 hover:bg-black/45">
        <Footprints aria-hidden /> {t("been")}
      </Button>
      <Dialog open={asking} onOpenChange={setAsking}>
        <DialogContent closeLabel={t("cancel")} data-testid="not-this-place-dialog">
          <DialogTitle>{t("askTitle", { name: place.name })}</DialogTitle>
          <DialogDescription>{t("askLead")}</DialogDescription>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="outline" onClick={() => void done("search")} data-testid="exclude-search">
              {t("thisSearch")}
            </Button>
            <Button variant="mood" onClick={() => void done("never")} data-testid="exclude-never">
              {t("never")}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
