"use client";

import { useTranslations } from "next-intl";
import * as React from "react";
import { Input, Label } from "@/components/ui/input";
import { UPLOAD_LICENCE } from "../image-meta";

// The rights statement an upload needs before its button works: who made the picture and why we
// may publish it (the server checks the same again). The author becomes the photo's credit.

export type RightsBasis = "own" | "permission" | "licence";

export interface UploadRightsValue {
  rightsBasis: RightsBasis | "";
  author: string;
  licence: string;
  licenceUrl: string;
  sourceUrl: string;
  confirmed: boolean;
}

export const EMPTY_RIGHTS: UploadRightsValue = { rightsBasis: "", author: "", licence: "", licenceUrl: "", sourceUrl: "", confirmed: false };

const isUrl = (v: string) => /^https?:\/\/[^\s<>"]+$/.test(v.trim());

/** Whether the statement is complete enough to send (the server has the last word). */
export function rightsComplete(v: UploadRightsValue): boolean {
  if (!v.confirmed || !v.author.trim() || !v.rightsBasis) return false;
  if (v.rightsBasis === "licence") return UPLOAD_LICENCE.test(v.licence.trim()) && isUrl(v.sourceUrl) && (!v.licenceUrl.trim() || isUrl(v.licenceUrl));
  if (v.rightsBasis === "permission") return !v.sourceUrl.trim() || isUrl(v.sourceUrl);
  return true;
}

/** The statement as the upload's form fields. */
export function rightsFields(v: UploadRightsValue): Record<string, string> {
  return { rightsBasis: v.rightsBasis, author: v.author.trim(), licence: v.licence.trim(), licenceUrl: v.licenceUrl.trim(), sourceUrl: v.sourceUrl.trim(), confirmed: v.confirmed ? "yes" : "" };
}

export function UploadRights({ value, onChange, compact = false }: { value: UploadRightsValue; onChange: (v: UploadRightsValue) => void; compact?: boolean }) {
  const t = useTranslations("admin.images");
  const id = React.useId();
  const set = (patch: Partial<UploadRightsValue>) => onChange({ ...value, ...patch });
  const bases: RightsBasis[] = ["own", "permission", "licence"];
  const label = { own: t("basisOwn"), permission: t("basisPermission"), licence: t("basisLicence") };
  return (
    <fieldset className={compact ? "space-y-3 text-left" : "w-full max-w-xl space-y-3 text-left"} data-testid="upload-rights">
      <legend className="text-sm font-semibold">{t("rightsTitle")}</legend>
      <p className="text-xs text-sumi-soft">{t("rightsLead")}</p>
      <div className="space-y-1">
        <Label htmlFor={`${id}-author`}>{t("author")}</Label>
        <Input id={`${id}-author`} value={value.author} maxLength={200} autoComplete="off" onChange={(e) => set({ author: e.target.value })} />
      </div>
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-medium">{t("basis")}</legend>
        {bases.map((b) => (
          <label key={b} className="flex min-h-11 cursor-pointer items-start gap-2 text-sm">
            <input type="radio" name={`${id}-basis`} value={b} checked={value.rightsBasis === b} onChange={() => set({ rightsBasis: b })} className="mt-1 size-4 accent-[var(--color-mood,#c2410c)]" />
            <span>{label[b]}</span>
          </label>
        ))}
      </fieldset>
      {value.rightsBasis === "licence" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-1">
            <Label htmlFor={`${id}-licence`}>{t("licenceName")}</Label>
            <Input id={`${id}-licence`} value={value.licence} maxLength={40} onChange={(e) => set({ licence: e.target.value })} />
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-licence-url`}>{t("licenceUrl")}</Label>
            <Input id={`${id}-licence-url`} type="url" inputMode="url" value={value.licenceUrl} maxLength={500} onChange={(e) => set({ licenceUrl: e.target.value })} />
          </div>
        </div>
      ) : null}
      {value.rightsBasis === "licence" || value.rightsBasis === "permission" ? (
        <div className="space-y-1">
          <Label htmlFor={`${id}-source`}>{value.rightsBasis === "licence" ? t("sourceUrl") : t("sourceUrlOptional")}</Label>
          <Input id={`${id}-source`} type="url" inputMode="url" value={value.sourceUrl} maxLength={500} onChange={(e) => set({ sourceUrl: e.target.value })} />
        </div>
      ) : null}
      <label className="flex min-h-11 cursor-pointer items-start gap-2 text-sm">
        <input type="checkbox" checked={value.confirmed} onChange={(e) => set({ confirmed: e.target.checked })} className="mt-1 size-4" />
        <span>{t("confirm")}</span>
      </label>
    </fieldset>
  );
}
