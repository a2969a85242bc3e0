"use client";

import { Copy, ImagePlus, Images, Link2 } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { EmptyState } from "@/components/ui/empty-state";
import { Progress } from "@/components/ui/progress";
import { useRouter } from "@/i18n/navigation";
import { toast, toastError } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { DeleteButton, Removable } from "../../components/delete-button";
import { useActionRunner } from "../../components/use-admin-form";
import { deleteImageAction, updateImageAltAction } from "../actions";
import { IMAGE_ACCEPT } from "../image-meta";
import type { ImageSummary } from "../service";
import { useImageUpload } from "../use-upload";
import { EMPTY_RIGHTS, rightsComplete, rightsFields, UploadRights } from "./upload-rights";

const kb = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

function AltText({ id, value }: { id: string; value: string }) {
  const t = useTranslations("admin.images");
  const [text, setText] = React.useState(value);
  const { run, pending } = useActionRunner();
  const save = () => {
    if (text.trim() === value.trim()) return;
    void run(() => updateImageAltAction({ id, altJa: text }), { success: t("altSaved") });
  };
  return (
    <Input
      aria-label={t("altLabel")}
      placeholder={t("altPlaceholder")}
      className="h-10 text-sm"
      value={text}
      disabled={pending}
      onChange={(e) => setText(e.target.value)}
      onBlur={save}
      onKeyDown={(e) => e.key === "Enter" && (e.preventDefault(), save())}
    />
  );
}

export function ImageLibrary({ images }: { images: ImageSummary[] }) {
  const t = useTranslations("admin.images");
  const router = useRouter();
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = React.useState(false);
  const [rights, setRights] = React.useState(EMPTY_RIGHTS);
  const ready = rightsComplete(rights);
  const { upload, progress } = useImageUpload(undefined, () => rightsFields(rights));

  const send = async (files: FileList | File[]) => {
    if (!ready) {
      toastError(t("rightsNeeded"));
      return;
    }
    const done = await upload(files);
    if (done.length) router.refresh();
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("copied"));
    } catch {
      toastError(t("copyFailed"));
    }
  };

  return (
    <>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          if (e.dataTransfer.files.length) void send(e.dataTransfer.files);
        }}
        className={cn("mb-6 flex flex-col items-center gap-3 rounded-[var(--radius-card)] border-2 border-dashed p-6 text-center transition-colors sm:p-8", dragging ? "border-mood bg-mood-soft" : "border-line bg-white/70")}
      >
        <ImagePlus aria-hidden className="size-8 text-sumi-soft" />
        <p className="font-medium">{t("dropHere")}</p>
        <p className="text-sm text-sumi-soft">{t("limits")}</p>
        <input ref={inputRef} type="file" multiple accept={IMAGE_ACCEPT} className="sr-only" tabIndex={-1} aria-label={t("chooseFiles")} onChange={(e) => e.target.files && void send(e.target.files).then(() => inputRef.current && (inputRef.current.value = ""))} />
        <UploadRights value={rights} onChange={setRights} />
        {ready ? null : <p className="text-xs text-sumi-soft" data-testid="rights-needed">{t("rightsNeeded")}</p>}
        <Button onClick={() => inputRef.current?.click()} disabled={Boolean(progress) || !ready}>
          <ImagePlus aria-hidden />
          {t("chooseFiles")}
        </Button>
        {progress ? (
          <div className="w-full max-w-sm" role="status">
            <p className="mb-1 text-sm text-sumi-soft">{t(progress.phase === "saving" ? "savingN" : "uploadingN", { done: progress.done + 1, total: progress.total })}</p>
            <Progress value={progress.percent} aria-label={t("uploading")} />
          </div>
        ) : null}
      </div>

      {images.length === 0 ? (
        <EmptyState icon={<Images />} title={t("empty")}>
          <p className="text-sm">{t("emptyHint")}</p>
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {images.map((img) => (
            <Removable key={img.id} className="flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-soft">
              <a href={img.url} target="_blank" rel="noreferrer" className="block bg-washi-deep">
                <img src={img.url} alt={img.altJa || img.filename} loading="lazy" className="aspect-[4/3] w-full object-contain" />
              </a>
              <div className="flex flex-1 flex-col gap-2 p-3">
                <p className="truncate text-sm font-medium" title={img.filename}>
                  {img.filename}
                </p>
                <p className="text-xs text-sumi-soft">
                  {img.mimeType.replace("image/", "").replace("+xml", "").toUpperCase()} · {kb(img.byteSize)}
                  {img.width && img.height ? ` · ${img.width}×${img.height}` : ""}
                </p>
                <p className={cn("inline-flex items-center gap-1 text-xs", img.usage ? "text-emerald-700" : "text-sumi-soft")}>
                  <Link2 aria-hidden className="size-3.5" />
                  {img.usage ? t("usedBy", { count: img.usage }) : t("unused")}
                </p>
                <AltText id={img.id} value={img.altJa} />
                <div className="mt-auto flex items-center justify-between gap-2 pt-1">
                  <Button variant="ghost" size="sm" onClick={() => copy(img.url)}>
                    <Copy aria-hidden />
                    {t("copyUrl")}
                  </Button>
                  <DeleteButton compact name={img.filename} action={() => deleteImageAction({ id: img.id })} description={img.usage ? t("deleteInUse", { count: img.usage }) : t("deleteBody")} />
                </div>
              </div>
            </Removable>
          ))}
        </ul>
      )}
    </>
  );
}
