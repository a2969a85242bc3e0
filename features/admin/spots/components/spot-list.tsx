"use client";

import { Clock, MapPin, Pencil, Plus, Star, Store } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FeaturedBadge, StatusBadge } from "../../components/badges";
import { DeleteButton, Removable } from "../../components/delete-button";
import { LocalizedText, useLocalizedLabel } from "../../components/localized-text";
import { deleteSpotAction } from "../actions";
import type { SpotListItem } from "../service";
import { SpotFormDialog, newSpot, type SpotFormValues } from "./spot-form-dialog";

type Row = SpotListItem & { destinationLabel: string };

const toForm = (f: SpotListItem["fields"]): SpotFormValues => ({
  ...f,
  rating: f.rating ?? "",
  latitude: f.latitude ?? "",
  longitude: f.longitude ?? "",
  openingTime: f.openingTime ?? "",
  closingTime: f.closingTime ?? "",
});

/** The spots of the current page; new and edit open a dialog, delete asks first. */
export function SpotList({ rows, destinations, destinationId }: { rows: Row[]; destinations: { id: string; label: string }[]; destinationId?: string }) {
  const t = useTranslations("admin.spots");
  const tc = useTranslations("admin.common");
  const tcat = useTranslations("admin.enums.spotCategories");
  const label = useLocalizedLabel();
  const [editing, setEditing] = React.useState<{ id?: string; initial: SpotFormValues } | null>(null);

  return (
    <>
      <div className="mb-4 flex justify-end">
        <Button onClick={() => setEditing({ initial: newSpot(destinationId) })}>
          <Plus aria-hidden />
          {t("new")}
        </Button>
      </div>
      {rows.length === 0 ? (
        <EmptyState icon={<Store />} title={t("empty")}>
          <p className="text-sm">{t("emptyHint")}</p>
        </EmptyState>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {rows.map((s) => {
            const f = s.fields;
            const name = label(f.name);
            return (
              <Removable key={s.id} className="flex flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-soft">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="text-xs font-medium uppercase tracking-wide text-sumi-soft">
                      {tcat(f.category)} · {s.destinationLabel}
                    </p>
                    <h2 className="mt-0.5 font-semibold">
                      <LocalizedText texts={f.name} />
                    </h2>
                  </div>
                  <div className="flex shrink-0 items-center">
                    <Button variant="ghost" size="icon" className="size-11" aria-label={tc("editNamed", { name })} onClick={() => setEditing({ id: s.id, initial: toForm(f) })}>
                      <Pencil />
                    </Button>
                    <DeleteButton compact name={name} action={() => deleteSpotAction({ id: s.id })} />
                  </div>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <StatusBadge status={f.status} />
                  {f.isFeatured ? <FeaturedBadge /> : null}
                </div>
                {f.description.ja ? <p className="line-clamp-2 text-sm text-sumi-soft">{label(f.description)}</p> : null}
                <p className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-sumi-soft">
                  {f.openingTime || f.closingTime ? (
                    <span className="inline-flex items-center gap-1 tabular-nums">
                      <Clock aria-hidden className="size-4" />
                      {f.openingTime ?? "?"}–{f.closingTime ?? "?"}
                    </span>
                  ) : null}
                  {f.rating !== null ? (
                    <span className="inline-flex items-center gap-1 tabular-nums">
                      <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
                      {f.rating.toFixed(1)}
                    </span>
                  ) : null}
                  {f.priceRange.ja ? <span>{label(f.priceRange)}</span> : null}
                  {f.address.ja ? (
                    <span className="inline-flex min-w-0 items-center gap-1">
                      <MapPin aria-hidden className="size-4 shrink-0" />
                      <span className="truncate">{label(f.address)}</span>
                    </span>
                  ) : null}
                </p>
              </Removable>
            );
          })}
        </ul>
      )}
      <SpotFormDialog open={editing !== null} onOpenChange={(o) => !o && setEditing(null)} id={editing?.id} initial={editing?.initial ?? newSpot(destinationId)} destinations={destinations} />
    </>
  );
}
