"use client";

import { useLocale, useTranslations } from "next-intl";
import * as React from "react";
import { toast, toastError } from "@/lib/toast";
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from "./image-meta";
import type { ImageSummary } from "./service";
import { withJosa } from "@/lib/korean";

type Uploaded = Omit<ImageSummary, "createdAt"> & { createdAt: string };

export interface UploadProgress {
  /** Files finished before the current one, and how many there are. */
  done: number;
  total: number;
  /** Of the whole batch, by bytes sent: the current file counts by its share. */
  percent: number;
  /** "saving" once the current file's bytes are all sent and the server checks and stores them. */
  phase: "sending" | "saving";
}

/**
 * Uploads files to /api/admin/images one after another with progress. Type and size are checked
 * here for a quick answer; the server checks the bytes again.
 */
export function useImageUpload(onUploaded?: (image: Uploaded) => void, fields: () => Record<string, string> = () => ({})) {
  const t = useTranslations("admin.images");
  const locale = useLocale();
  const [progress, setProgress] = React.useState<UploadProgress | null>(null);

  const uploadOne = (file: File, index: number, total: number) =>
    new Promise<Uploaded | null>((resolve) => {
      // XMLHttpRequest, because fetch cannot report upload progress.
      const xhr = new XMLHttpRequest();
      xhr.open("POST", `/api/admin/images?lang=${locale}`);
      xhr.responseType = "json";
      const share = (fraction: number) => Math.round(((index + fraction) / total) * 100);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) setProgress((p) => (p ? { ...p, percent: share(e.loaded / e.total) } : p));
      };
      // Every byte is sent; the answer comes once the server has checked and stored the file.
      xhr.upload.onload = () => setProgress((p) => (p ? { ...p, percent: share(1), phase: "saving" } : p));
      xhr.onload = () => {
        const body = xhr.response as { ok?: boolean; data?: Uploaded; message?: string } | null;
        if (xhr.status === 201 && body?.ok && body.data) resolve(body.data);
        else {
          toastError(body?.message ?? t("uploadFailed", withJosa({ name: file.name })));
          resolve(null);
        }
      };
      xhr.onerror = () => {
        toastError(t("uploadFailed", withJosa({ name: file.name })));
        resolve(null);
      };
      const form = new FormData();
      form.append("file", file);
      for (const [name, value] of Object.entries(fields())) form.append(name, value);
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
    const total = accepted.length;
    for (const [i, file] of accepted.entries()) {
      setProgress({ done: i, total, percent: Math.round((i / total) * 100), phase: "sending" });
      const image = await uploadOne(file, i, total);
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
