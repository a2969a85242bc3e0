"use client";

import { CheckCircle2, Download, FileSpreadsheet, FileWarning, Upload } from "lucide-react";
import { useMessages, useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { isMessageKey } from "@/i18n/message-keys";
import { useRouter } from "@/i18n/navigation";
import { toast, toastError } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { useIssueText } from "../../components/use-admin-form";
import { importCsvAction, previewCsvAction } from "../actions";
import { CSV_COLUMNS, CSV_LIMITS, CSV_PREVIEW_COLUMNS, CSV_REQUIRED, type CsvKind } from "../columns";
import { CSV_EXAMPLES } from "../examples";
import { csvTemplate } from "../parse";
import type { CsvPreview } from "../service";
import { CsvSteps, type CsvStepStates } from "./csv-steps";

/** The rules listed above the file picker, besides the ones every kind shares. */
const KIND_RULES = {
  spots: ["ruleTime", "ruleLists", "ruleMonths", "ruleStatus", "ruleActiveLanguages"],
  hints: ["ruleImage", "ruleLists", "ruleMonths", "ruleStatus", "ruleActiveLanguages"],
  stays: ["ruleStays", "ruleListsStays", "ruleActiveLanguages"],
  destinations: ["ruleDestinations", "ruleListsDestinations"],
} as const satisfies Record<CsvKind, readonly string[]>;

/** Spreadsheets saved by Japanese Excel are often Shift_JIS; UTF-8 (with or without BOM) otherwise. */
async function readText(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("shift_jis").decode(bytes);
  }
}

function downloadTemplate(kind: CsvKind) {
  const blob = new Blob(["\uFEFF", csvTemplate(kind, CSV_EXAMPLES[kind])], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement("a"), { href: url, download: `tabigacha-${kind}-template.csv` });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function CsvImportButton({ kind }: { kind: CsvKind }) {
  const t = useTranslations("admin.csv");
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <FileSpreadsheet aria-hidden />
        {t("open")}
      </Button>
      <CsvImportDialog kind={kind} open={open} onOpenChange={setOpen} />
    </>
  );
}

function CsvImportDialog({ kind, open, onOpenChange }: { kind: CsvKind; open: boolean; onOpenChange: (o: boolean) => void }) {
  const t = useTranslations("admin.csv");
  const tc = useTranslations("admin.common");
  const tf = useTranslations("admin.fields");
  const issueText = useIssueText();
  const router = useRouter();
  const [fileName, setFileName] = React.useState<string | null>(null);
  const [text, setText] = React.useState<string | null>(null);
  const [preview, setPreview] = React.useState<CsvPreview | null>(null);
  const [onlyErrors, setOnlyErrors] = React.useState(false);
  const [busy, setBusy] = React.useState<"read" | "preview" | "import" | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);

  const reset = () => {
    setFileName(null);
    setText(null);
    setPreview(null);
    setOnlyErrors(false);
    if (inputRef.current) inputRef.current.value = "";
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    reset();
    setFileName(file.name);
    setBusy("read");
    const content = await readText(file).finally(() => setBusy(null));
    if (content.length > CSV_LIMITS.maxChars) {
      toastError(issueText(`fileTooLarge:${CSV_LIMITS.maxChars}`) ?? "");
      return;
    }
    setText(content);
    setBusy("preview");
    try {
      const result = await previewCsvAction({ kind, text: content });
      if (result.ok) {
        setPreview(result.data);
        setOnlyErrors(result.data.invalidCount > 0);
      } else toastError(result.message);
    } catch {
      toastError(tc("networkFailed"));
    } finally {
      setBusy(null);
    }
  };

  const runImport = async () => {
    if (!text) return;
    setBusy("import");
    try {
      const result = await importCsvAction({ kind, text });
      if (result.ok) {
        toast.success(t("imported", { count: result.data.imported }));
        onOpenChange(false);
        reset();
        router.refresh();
      } else toastError(result.message);
    } catch {
      toastError(tc("networkFailed"));
    } finally {
      setBusy(null);
    }
  };

  const canImport = preview && preview.fileErrors.length === 0 && preview.invalidCount === 0 && preview.validCount > 0;
  const steps: CsvStepStates = {
    read: busy === "read" ? "current" : text !== null ? "done" : "failed",
    check: busy === "preview" ? "current" : !preview ? "todo" : canImport ? "done" : "failed",
    import: busy === "import" ? "current" : "todo",
  };
  const rows = preview ? preview.rows.filter((r) => !onlyErrors || r.errors.length) : [];
  const shown = CSV_PREVIEW_COLUMNS[kind];
  const placeLabel = kind === "destinations" ? tf("prefecture") : t("destination");
  const categoryLabel = kind === "stays" ? tc("type") : kind === "destinations" ? tf("region") : t("category");
  const fileErrors = useMessages().admin.csv.fileErrors;
  const fileError = (e: string) => {
    const [key, value] = [e.split(":")[0], e.split(":").slice(1).join(":")];
    return isMessageKey(fileErrors, key) ? t(`fileErrors.${key}`, { value }) : e;
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (busy) return;
        onOpenChange(o);
        if (!o) reset();
      }}
    >
      <DialogContent closeLabel={tc("close")} className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>{t(`title.${kind}`)}</DialogTitle>
          <DialogDescription>{t("lead")}</DialogDescription>
        </DialogHeader>

        <div className="flex flex-col gap-4">
          <ul className="list-disc space-y-1 pl-5 text-sm text-sumi-soft">
            <li>{t("ruleRequired", { columns: CSV_REQUIRED[kind].join(", ") })}</li>
            {KIND_RULES[kind].map((rule) => (
              <li key={rule}>{t(rule)}</li>
            ))}
            <li>{t("ruleLimit", { rows: CSV_LIMITS.maxRows })}</li>
            <li>{t("ruleAllOrNothing")}</li>
          </ul>
          <details className="text-sm">
            <summary className="cursor-pointer py-2 font-medium">{t("columns")}</summary>
            <p className="break-words font-mono text-xs text-sumi-soft">{CSV_COLUMNS[kind].join(", ")}</p>
          </details>
          <div className="flex flex-wrap gap-2">
            <input ref={inputRef} type="file" accept=".csv,text/csv" className="sr-only" tabIndex={-1} aria-label={t("chooseFile")} onChange={(e) => void choose(e.target.files?.[0])} />
            <Button variant="default" onClick={() => inputRef.current?.click()} disabled={Boolean(busy)}>
              <Upload aria-hidden />
              {fileName ? t("chooseAnother") : t("chooseFile")}
            </Button>
            <Button variant="ghost" onClick={() => downloadTemplate(kind)}>
              <Download aria-hidden />
              {t("template")}
            </Button>
          </div>

          {fileName ? <CsvSteps states={steps} /> : null}
          {busy === "preview" ? <Spinner label={t("checking")} className="text-sumi-soft" /> : null}

          {preview ? (
            <div className="flex flex-col gap-3" aria-live="polite">
              <p className="text-sm">
                <span className="font-medium">{fileName}</span>
              </p>
              {preview.fileErrors.length ? (
                <ul role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                  {preview.fileErrors.map((e) => (
                    <li key={e} className="flex items-center gap-2">
                      <FileWarning aria-hidden className="size-4 shrink-0" />
                      {fileError(e)}
                    </li>
                  ))}
                </ul>
              ) : (
                <div className={cn("flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl p-3 text-sm", preview.invalidCount ? "bg-amber-50 text-amber-900" : "bg-emerald-50 text-emerald-900")}>
                  {preview.invalidCount ? <FileWarning aria-hidden className="size-5" /> : <CheckCircle2 aria-hidden className="size-5" />}
                  <span>{t("summary", { valid: preview.validCount, invalid: preview.invalidCount })}</span>
                  {preview.invalidCount ? (
                    <label className="ml-auto inline-flex min-h-9 cursor-pointer items-center gap-2">
                      <input type="checkbox" className="size-4" checked={onlyErrors} onChange={(e) => setOnlyErrors(e.target.checked)} />
                      {t("onlyErrors")}
                    </label>
                  ) : null}
                </div>
              )}
              {preview.unknownColumns.length ? <p className="text-xs text-sumi-soft">{t("unknownColumns", { columns: preview.unknownColumns.join(", ") })}</p> : null}
              {rows.length ? (
                <div className="max-h-[40dvh] overflow-auto rounded-2xl border border-line">
                  <table className="w-full min-w-[560px] text-left text-sm">
                    <caption className="sr-only">{t("previewCaption")}</caption>
                    <thead className="sticky top-0 bg-washi-deep text-xs text-sumi-soft">
                      <tr>
                        <th scope="col" className="px-3 py-2">{t("line")}</th>
                        <th scope="col" className="px-3 py-2">{placeLabel}</th>
                        <th scope="col" className="px-3 py-2">{t("name")}</th>
                        <th scope="col" className="px-3 py-2">{categoryLabel}</th>
                        <th scope="col" className="px-3 py-2">{t("result")}</th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-line bg-white">
                      {rows.map((r) => (
                        <tr key={r.line} className={r.errors.length ? "bg-red-50/40" : undefined}>
                          <td className="px-3 py-2 font-mono text-xs tabular-nums">{r.line}</td>
                          <td className="px-3 py-2">{r.values[shown.place]}</td>
                          <td className="px-3 py-2">{r.values[shown.name]}</td>
                          <td className="px-3 py-2">{r.values[shown.category]}</td>
                          <td className="px-3 py-2">
                            {r.errors.length ? (
                              <ul className="space-y-0.5 text-red-700">
                                {r.errors.map((e, i) => (
                                  <li key={i}>
                                    {e.column ? <span className="font-mono text-xs">{e.column}: </span> : null}
                                    {issueText(e.message)}
                                  </li>
                                ))}
                              </ul>
                            ) : (
                              <span className="inline-flex items-center gap-1 text-emerald-700">
                                <CheckCircle2 aria-hidden className="size-4" />
                                {t("rowOk")}
                              </span>
                            )}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : null}
            </div>
          ) : null}

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={Boolean(busy)}>
              {tc("cancel")}
            </Button>
            <Button onClick={runImport} disabled={!canImport || Boolean(busy)} aria-busy={busy === "import"}>
              {busy === "import" ? <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : <Upload aria-hidden />}
              {preview && canImport ? t("importN", { count: preview.validCount }) : t("import")}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
