"use client";

import { ArrowDown, ArrowUp, Pencil, Star } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Link, useRouter } from "@/i18n/navigation";
import { toast, toastError } from "@/lib/toast";
import { FeaturedBadge, StatusBadge } from "../../components/badges";
import { DeleteButton, Removable } from "../../components/delete-button";
import { LocalizedText } from "../../components/localized-text";
import type { ContentTexts } from "../../shared/console-text";
import type { HINT_CATEGORIES, Status } from "../../shared/enums";
import { deleteHintAction, reorderHintsAction } from "../actions";
import { HintIcon } from "./hint-look";
import { withJosa } from "@/lib/korean";

export interface HintRow {
  id: string;
  /** The title in the console's language (Japanese when not translated), for labels. */
  title: string;
  titleTexts: ContentTexts;
  category: (typeof HINT_CATEGORIES)[number];
  iconType: string;
  colorScheme: string;
  rating: number | null;
  status: Status;
  isFeatured: boolean;
  displayOrder: number;
  destinationLabel: string;
}

/**
 * Hints in display order. With `destinationId` they can be moved up and down: the new order shows
 * at once and is saved; if saving fails, the old order comes back.
 */
export function HintOrderList({ rows, destinationId }: { rows: HintRow[]; destinationId?: string }) {
  const t = useTranslations("admin.hints");
  const tc = useTranslations("admin.common");
  const tcat = useTranslations("admin.enums.hintCategories");
  const router = useRouter();
  const [order, setOrder] = React.useState(rows);
  const [saving, setSaving] = React.useState(false);
  const [announce, setAnnounce] = React.useState("");
  // Fresh rows from the server replace the local order.
  const [seenRows, setSeenRows] = React.useState(rows);
  if (rows !== seenRows) {
    setSeenRows(rows);
    setOrder(rows);
  }

  const move = async (from: number, to: number) => {
    const previous = order;
    const next = [...order];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    setOrder(next);
    setSaving(true);
    setAnnounce(t("movedTo", withJosa({ title: item.title, position: to + 1 })));
    try {
      const result = await reorderHintsAction({ destinationId: destinationId!, orderedIds: next.map((h) => h.id) });
      if (result.ok) {
        toast.success(t("orderSaved"));
        router.refresh();
      } else {
        setOrder(previous);
        toastError(result.message);
      }
    } catch {
      setOrder(previous);
      toastError(tc("networkFailed"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <p className="sr-only" role="status" aria-live="polite">
        {announce}
      </p>
      <ol className="flex flex-col gap-2.5" aria-busy={saving}>
        {order.map((h, i) => (
          <Removable key={h.id} className="flex flex-wrap items-center gap-3 rounded-[var(--radius-card)] border border-line bg-white p-3.5 shadow-soft sm:flex-nowrap">
            {destinationId ? <span className="w-7 text-center font-mono text-sm text-sumi-soft tabular-nums">{i + 1}</span> : null}
            <HintIcon icon={h.iconType} color={h.colorScheme} />
            <div className="min-w-0 flex-1 basis-48">
              <div className="flex flex-wrap items-center gap-2">
                <Link href={`/admin/adventure-hints/edit/${h.id}`} className="font-semibold hover:underline">
                  <LocalizedText texts={h.titleTexts} />
                </Link>
                <StatusBadge status={h.status} />
                {h.isFeatured ? <FeaturedBadge /> : null}
              </div>
              <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-sm text-sumi-soft">
                <span>{tcat(h.category)}</span>
                {!destinationId ? <span>{h.destinationLabel}</span> : null}
                {h.rating !== null ? (
                  <span className="inline-flex items-center gap-1 tabular-nums">
                    <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-400" />
                    {h.rating.toFixed(1)}
                  </span>
                ) : null}
              </p>
            </div>
            <div className="ml-auto flex items-center gap-1">
              {destinationId ? (
                <>
                  <Button variant="ghost" size="icon" className="size-11" aria-label={t("moveUp", withJosa({ title: h.title }))} disabled={i === 0 || saving} onClick={() => move(i, i - 1)}>
                    <ArrowUp />
                  </Button>
                  <Button variant="ghost" size="icon" className="size-11" aria-label={t("moveDown", withJosa({ title: h.title }))} disabled={i === order.length - 1 || saving} onClick={() => move(i, i + 1)}>
                    <ArrowDown />
                  </Button>
                </>
              ) : null}
              <Button asChild variant="ghost" size="icon" className="size-11">
                <Link href={`/admin/adventure-hints/edit/${h.id}`} aria-label={tc("editNamed", { name: h.title })}>
                  <Pencil />
                </Link>
              </Button>
              <DeleteButton compact name={h.title} action={() => deleteHintAction({ id: h.id })} />
            </div>
          </Removable>
        ))}
      </ol>
    </>
  );
}
