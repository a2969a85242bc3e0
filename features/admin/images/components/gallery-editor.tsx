"use client";

import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { LocalizedField, type LocalizedValue } from "../../components/localized-field";
import type { BundledImage } from "../bundled";
import { ImagePicker } from "./image-field";

export type GalleryItem = { url: string; caption: LocalizedValue };

/** Up to `max` images with a caption each, in the order the carousel shows them. */
export function GalleryEditor({ value, onValue, max, bundled, errorOf }: { value: GalleryItem[]; onValue: (v: GalleryItem[]) => void; max: number; bundled: BundledImage[]; errorOf: (path: string) => string | undefined }) {
  const t = useTranslations("admin.images");
  const [open, setOpen] = React.useState(false);
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onValue(next);
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-medium">{t("gallery")}</p>
      {value.length === 0 ? <p className="rounded-2xl border border-dashed border-line p-4 text-sm text-sumi-soft">{t("galleryEmpty")}</p> : null}
      <ol className="flex flex-col gap-3">
        {value.map((g, i) => (
          <li key={`${g.url}-${i}`} className="flex flex-col gap-3 rounded-2xl border border-line bg-washi/60 p-3 sm:flex-row">
            <img src={g.url} alt="" className="aspect-[4/3] w-full shrink-0 rounded-xl bg-washi-deep object-cover sm:w-36" />
            <div className="flex-1">
              <LocalizedField id={`gallery-${i}`} label={t("caption", { n: i + 1 })} value={g.caption} onValue={(c) => onValue(value.map((x, j) => (j === i ? { ...x, caption: c } : x)))} errorOf={(l) => errorOf(`galleryImages.${i}.caption.${l}`)} />
              {errorOf(`galleryImages.${i}.url`) ? <p role="alert" className="mt-1 text-sm text-red-600">{errorOf(`galleryImages.${i}.url`)}</p> : null}
              <div className="mt-2 flex justify-end gap-1">
                <Button variant="ghost" size="icon" className="size-11" aria-label={t("moveUp", { n: i + 1 })} disabled={i === 0} onClick={() => move(i, i - 1)}>
                  <ArrowUp />
                </Button>
                <Button variant="ghost" size="icon" className="size-11" aria-label={t("moveDown", { n: i + 1 })} disabled={i === value.length - 1} onClick={() => move(i, i + 1)}>
                  <ArrowDown />
                </Button>
                <Button variant="ghost" size="icon" className="size-11 text-red-700" aria-label={t("removeFromGallery", { n: i + 1 })} onClick={() => onValue(value.filter((_, j) => j !== i))}>
                  <Trash2 />
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={() => setOpen(true)} disabled={value.length >= max}>
          <ImagePlus aria-hidden />
          {t("addToGallery")}
        </Button>
        <span className="text-xs text-sumi-soft">{t("galleryHint", { max })}</span>
      </div>
      {errorOf("galleryImages") ? <p role="alert" className="text-sm text-red-600">{errorOf("galleryImages")}</p> : null}
      <ImagePicker open={open} onOpenChange={setOpen} value="" bundled={bundled} onPick={(url) => onValue([...value, { url, caption: { ja: "", en: "", ko: "", zh: "" } }])} />
    </div>
  );
}
