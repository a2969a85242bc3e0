"use client";

import { ImageDown, Search } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { useActionRunner } from "../../components/use-admin-form";
import { findRakutenPhotosAction, importRakutenPhotoAction } from "../actions";
import type { RakutenCandidate } from "../import-rakuten";

/** A stay's photo from Rakuten Travel's hotel data (shown only when Rakuten is configured). */
export function RakutenPhotoPicker({ accommodationId }: { accommodationId: string }) {
  const t = useTranslations("admin.images.rakuten");
  const { run, pending } = useActionRunner();
  const [found, setFound] = React.useState<RakutenCandidate[] | null>(null);
  const [imported, setImported] = React.useState<number | null>(null);
  return (
    <section aria-labelledby="rakuten-photos-title" className="mb-5 rounded-3xl border border-line bg-white p-5 shadow-soft" data-testid="rakuten-picker">
      <h2 id="rakuten-photos-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm text-sumi-soft">{t("lead")}</p>
      <Button type="button" variant="outline" className="mt-3" disabled={pending} onClick={() => void run(() => findRakutenPhotosAction({ accommodationId }), { onSuccess: setFound })}>
        <Search aria-hidden />
        {t("search")}
      </Button>
      {found && !found.length ? <p className="mt-3 text-sm">{t("none")}</p> : null}
      {found?.length ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {found.map((h) => (
            <li key={h.hotelNo} className="overflow-hidden rounded-2xl border border-line">
              <img src={h.thumbUrl} alt={h.name} loading="lazy" className="aspect-[4/3] w-full bg-washi-deep object-cover" />
              <div className="space-y-2 p-3 text-sm">
                <p className="font-medium">{h.name}</p>
                <Button
                  type="button"
                  size="sm"
                  disabled={pending || imported === h.hotelNo}
                  onClick={() => void run(() => importRakutenPhotoAction({ accommodationId, hotelNo: h.hotelNo }), { success: t("imported"), onSuccess: () => setImported(h.hotelNo) })}
                >
                  <ImageDown aria-hidden />
                  {t("import")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
