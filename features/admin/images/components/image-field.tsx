"use client";

import { Check, ImageIcon, Images, Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError, Input, Label } from "@/components/ui/input";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { Progress } from "@/components/ui/progress";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/utils";
import { listImagesAction } from "../actions";
import type { BundledImage } from "../bundled";
import { IMAGE_ACCEPT } from "../image-meta";
import { useImageUpload } from "../use-upload";
import { EMPTY_RIGHTS, rightsComplete, rightsFields, UploadRights } from "./upload-rights";

type LibraryImage = { id: string; url: string; filename: string; altJa: string };

function Thumb({ url, label, selected, onPick }: { url: string; label: string; selected: boolean; onPick: () => void }) {
  return (
    <button
      type="button"
      onClick={onPick}
      aria-pressed={selected}
      className={cn("group relative overflow-hidden rounded-2xl border bg-washi-deep text-left transition-shadow hover:shadow-lift", selected ? "border-mood ring-2 ring-mood" : "border-line")}
    >
      <img src={url} alt="" loading="lazy" className="aspect-[4/3] w-full object-cover" />
      <span className="block truncate px-2 py-1.5 text-xs">{label}</span>
      {selected ? (
        <span className="absolute right-2 top-2 inline-flex size-7 items-center justify-center rounded-full bg-mood text-mood-ink">
          <Check aria-hidden className="size-4" />
        </span>
      ) : null}
    </button>
  );
}

/** Chooses an image: from the uploaded library, from the bundled artwork, or by address. */
export function ImagePicker({ open, onOpenChange, value, onPick, bundled }: { open: boolean; onOpenChange: (o: boolean) => void; value: string; onPick: (url: string) => void; bundled: BundledImage[] }) {
  const t = useTranslations("admin.images");
  const tc = useTranslations("admin.common");
  const [library, setLibrary] = React.useState<LibraryImage[] | null>(null);
  const [more, setMore] = React.useState<{ page: number; total: number }>({ page: 1, total: 0 });
  const [loadingMore, setLoadingMore] = React.useState(false);
  const [failed, setFailed] = React.useState(false);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [rights, setRights] = React.useState(EMPTY_RIGHTS);
  const [stating, setStating] = React.useState(false);
  const ready = rightsComplete(rights);
  const { upload, progress } = useImageUpload((img) => setLibrary((l) => [img, ...(l ?? [])]), () => rightsFields(rights));

  React.useEffect(() => {
    if (!open || library) return;
    let live = true;
    listImagesAction({ page: 1 })
      .then((r) => {
        if (!live) return;
        if (r.ok) {
          setLibrary(r.data.items);
          setMore({ page: 1, total: r.data.total });
        } else setFailed(true);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [open, library]);

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const r = await listImagesAction({ page: more.page + 1 });
      if (r.ok) {
        setLibrary((l) => [...(l ?? []), ...r.data.items.filter((i) => !(l ?? []).some((x) => x.id === i.id))]);
        setMore({ page: more.page + 1, total: r.data.total });
      }
    } finally {
      setLoadingMore(false);
    }
  };

  const pick = (url: string) => {
    onPick(url);
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tc("close")} className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t("pickerTitle")}</DialogTitle>
          <DialogDescription>{t("pickerLead")}</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="library">
          <TabsList>
            <TabsTrigger value="library">
              <Images aria-hidden />
              {t("uploadedTab")}
            </TabsTrigger>
            <TabsTrigger value="bundled">
              <ImageIcon aria-hidden />
              {t("bundledTab")}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="library">
            <div className="mb-3 flex flex-wrap items-center gap-3">
              <input ref={inputRef} type="file" accept={IMAGE_ACCEPT} className="sr-only" tabIndex={-1} onChange={(e) => e.target.files && void upload(e.target.files).then((done) => done[0] && pick(done[0].url))} />
              <Button variant="outline" onClick={() => setStating((v) => !v)} aria-expanded={stating} disabled={Boolean(progress)}>
                <Upload aria-hidden />
                {t("uploadNew")}
              </Button>
              <span className="text-xs text-sumi-soft">{t("limits")}</span>
              {stating ? (
                <div className="w-full space-y-3 rounded-xl border border-line p-3">
                  <UploadRights value={rights} onChange={setRights} compact />
                  <Button onClick={() => inputRef.current?.click()} disabled={Boolean(progress) || !ready}>
                    <Upload aria-hidden />
                    {t("chooseFiles")}
                  </Button>
                  {ready ? null : <p className="text-xs text-sumi-soft">{t("rightsNeeded")}</p>}
                </div>
              ) : null}
              {progress ? (
                <div className="w-full" role="status">
                  <p className="mb-1 text-xs text-sumi-soft">{t(progress.phase === "saving" ? "savingN" : "uploadingN", { done: progress.done + 1, total: progress.total })}</p>
                  <Progress value={progress.percent} aria-label={t("uploading")} />
                </div>
              ) : null}
            </div>
            {failed ? (
              <p role="alert" className="text-sm text-red-700">{t("libraryFailed")}</p>
            ) : !library ? (
              <Spinner label={tc("loading")} className="py-8 text-sumi-soft" />
            ) : library.length === 0 ? (
              <EmptyState icon={<Images />} title={t("empty")}>
                <p className="text-sm">{t("emptyPickerHint")}</p>
              </EmptyState>
            ) : (
              <div className="grid max-h-[50dvh] grid-cols-2 gap-3 overflow-y-auto p-0.5 sm:grid-cols-4">
                {library.map((img) => (
                  <Thumb key={img.id} url={img.url} label={img.altJa || img.filename} selected={value === img.url} onPick={() => pick(img.url)} />
                ))}
                {library.length < more.total ? (
                  <div className="col-span-full flex justify-center">
                    <Button variant="outline" onClick={loadMore} disabled={loadingMore} aria-busy={loadingMore}>
                      {t("loadMore")}
                    </Button>
                  </div>
                ) : null}
              </div>
            )}
          </TabsContent>
          <TabsContent value="bundled">
            <div className="grid max-h-[55dvh] grid-cols-2 gap-3 overflow-y-auto p-0.5 sm:grid-cols-4">
              {bundled.map((img) => (
                <Thumb key={img.url} url={img.url} label={`${t(`groups.${img.group}`)} · ${img.name}`} selected={value === img.url} onPick={() => pick(img.url)} />
              ))}
            </div>
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

/** A hero image field: preview, the address, and a button that opens the picker. */
export function ImageField({ id, label, value, onValue, error, bundled, required, optional }: { id: string; label: string; value: string | null; onValue: (v: string) => void; error?: string; bundled: BundledImage[]; required?: boolean; optional?: boolean }) {
  const t = useTranslations("admin.images");
  const [open, setOpen] = React.useState(false);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required ? <span className="ml-1 text-xs text-brand" aria-hidden>*</span> : null}
      </Label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex aspect-[4/3] w-full shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-line bg-washi-deep sm:w-48">
          {value ? <img src={value} alt={t("preview")} className="size-full object-cover" /> : <ImageIcon aria-hidden className="size-8 text-sumi-soft/60" />}
        </div>
        <div className="flex flex-1 flex-col gap-2">
          <Input id={id} value={value ?? ""} onChange={(e) => onValue(e.target.value)} placeholder="/api/images/… · /images/…" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setOpen(true)}>
              <Images aria-hidden />
              {t("chooseFromLibrary")}
            </Button>
            {optional && value ? (
              <Button variant="ghost" onClick={() => onValue("")}>
                {t("removeImage")}
              </Button>
            ) : null}
          </div>
          <FieldError id={`${id}-error`}>{error}</FieldError>
        </div>
      </div>
      <ImagePicker open={open} onOpenChange={setOpen} value={value ?? ""} onPick={onValue} bundled={bundled} />
    </div>
  );
}
