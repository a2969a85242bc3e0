"use client";

import { ImageDown, Search } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { useActionRunner } from "../../components/use-admin-form";
import { findCommonsPhotosAction, importCommonsPhotoAction } from "../actions";
import type { CommonsCandidate } from "../import";

/**
 * Photos for a destination from Wikimedia Commons: found by its name and position (only licences
 * that allow reuse are listed), one imported into the image store with its credit as the hero.
 */
export function CommonsPhotoPicker({ destinationId }: { destinationId: string }) {
  const t = useTranslations("admin.images.commons");
  const { run, pending } = useActionRunner();
  const [found, setFound] = React.useState<CommonsCandidate[] | null>(null);
  const [imported, setImported] = React.useState<string | null>(null);

  return (
    <section aria-labelledby="commons-title" className="mb-5 rounded-3xl border border-line bg-white p-5 shadow-soft" data-testid="commons-picker">
      <h2 id="commons-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm text-sumi-soft">{t("lead")}</p>
      <Button type="button" variant="outline" className="mt-3" disabled={pending} onClick={() => void run(() => findCommonsPhotosAction({ destinationId }), { onSuccess: setFound })}>
        <Search aria-hidden />
        {t("search")}
      </Button>
      {found && !found.length ? <p className="mt-3 text-sm">{t("none")}</p> : null}
      {found?.length ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {found.map((p) => (
            <li key={p.title} className="overflow-hidden rounded-2xl border border-line" data-testid="commons-candidate">
              <img src={p.thumbUrl} alt={p.title.replace(/^File:/, "")} loading="lazy" className="aspect-[4/3] w-full bg-washi-deep object-cover" />
              <div className="space-y-1 p-3 text-sm">
                <p className="truncate font-medium">{p.title.replace(/^File:/, "")}</p>
                <p className="text-xs text-sumi-soft">
                  {p.author || "—"} · {p.licenceName} ·{" "}
                  <a href={p.pageUrl} target="_blank" rel="noopener noreferrer" className="underline">
                    {t("filePage")}
                  </a>
                </p>
                <Button
                  type="button"
                  size="sm"
                  disabled={pending || imported === p.title}
                  onClick={() => void run(() => importCommonsPhotoAction({ destinationId, title: p.title }), { success: t("imported"), onSuccess: () => setImported(p.title) })}
                >
                  <ImageDown aria-hidden />
                  {imported === p.title ? t("isHero") : t("useAsHero")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
