"use client";

import { useLocale, useTranslations } from "next-intl";
import * as React from "react";
import { toast, toastError } from "@/lib/toast";
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from "./image-meta";
import type { ImageSummary } from "./service";

type Uploaded = Omit<ImageSummary, "createdAt"> & { createdAt: string };

/**
 * Uploads files to /api/admin/images one after another with progress. Type and size are checked
 * here for a quick answer; the server checks the bytes again.
 */
export function useImageUpload(onUploaded?: (image: Uploaded) => void) {
  const t = useTranslations("admin.images");
  const locale = useLocale();
  const [progress, setProgress] = React.useState<{ done: number; total: number; percent: number } | null>(null);

  const uploadOne = (file: File) =>
    new Promise<Uploaded | null>((resolve) => {
      // XMLHttpRequest, because fetch cannot report upload progress.
      const xhr = new XMLHttpRequest();
      xhr.open("POST", `/api/admin/images?lang=${locale}`);
      xhr.responseType = "json";
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) setProgress((p) => (p ? { ...p, percent: Math.round((e.loaded / e.total) * 100) } : p));
      };
      xhr.onload = () => {
        const body = xhr.response as { ok?: boolean; data?: Uploaded; message?: string } | null;
        if (xhr.status === 201 && body?.ok && body.data) resolve(body.data);
        else {
          toastError(body?.message ?? t("uploadFailed", { name: file.name }));
          resolve(null);
        }
      };
      xhr.onerror = () => {
        toastError(t("uploadFailed", { name: file.name }));
        resolve(null);
      };
      const form = new FormData();
      form.append("file", file);
      xhr.send(form);
    });

  const upload = async (files: FileList | File[]) => {
    const list = [...files];
    const accepted = list.filter((f) => {
      if (f.size > IMAGE_MAX_BYTES) {
        toastError(t("refusals.tooLargeNamed", { name: f.name }));
        return false;
      }
      if (f.type && !(IMAGE_TYPES as readonly string[]).includes(f.type)) {
        toastError(t("refusals.unsupportedNamed", { name: f.name }));
        return false;
      }
      return true;
    });
    if (!accepted.length) return [];
    const done: Uploaded[] = [];
    setProgress({ done: 0, total: accepted.length, percent: 0 });
    for (const [i, file] of accepted.entries()) {
      setProgress({ done: i, total: accepted.length, percent: 0 });
      const image = await uploadOne(file);
      if (image) {
        done.push(image);
        onUploaded?.(image);
      }
    }
    setProgress(null);
    if (done.length) toast.success(t("uploaded", { count: done.length }));
    return done;
  };

  return { upload, progress, uploading: progress !== null };
}
