"use client";

import { Check, ChevronDown, Save } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { Input, Label, Textarea } from "@/components/ui/input";
import { useRouter } from "@/i18n/navigation";
import { toast, toastError } from "@/lib/toast";
import { cn } from "@/lib/utils";
import type { OtherLocale } from "@/lib/i18n-content";
import { LocalizedText, useLocalizedLabel } from "../../components/localized-text";
import { useUnsavedChanges } from "../../components/unsaved-changes";
import { useIssueText } from "../../components/use-admin-form";
import { saveTranslationsAction } from "../actions";
import { isHighlightKey, type ContentFieldKey } from "../schemas";
import type { TranslatableItem } from "../service";

const LONG = 80;

/** One item with its missing languages; opens into an editor of those texts. */
export function TranslationItem({ item, langs }: { item: TranslatableItem; langs: OtherLocale[] }) {
  const t = useTranslations("admin.content");
  const tc = useTranslations("admin.common");
  const tl = useTranslations("admin.languages");
  const issueText = useIssueText();
  const label = useLocalizedLabel();
  const router = useRouter();
  const initial = React.useMemo(() => Object.fromEntries(langs.map((l) => [l, Object.fromEntries(item.fields.map((f) => [f.key, f.texts[l]]))])) as Record<OtherLocale, Record<string, string>>, [item, langs]);
  const [texts, setTexts] = React.useState(initial);
  const [saved, setSaved] = React.useState(initial);
  const [pending, setPending] = React.useState(false);
  const [open, setOpen] = React.useState(false);

  const fieldLabel = (key: ContentFieldKey) => (isHighlightKey(key) ? t("fields.highlight", { n: Number(key.split(".")[1]) + 1 }) : t(`fields.${key}`));
  const missingNow = langs.filter((l) => item.fields.some((f) => f.texts.ja.trim() && !(saved[l][f.key] ?? "").trim()));
  const changed = langs.filter((l) => item.fields.some((f) => (texts[l][f.key] ?? "") !== (saved[l][f.key] ?? "")));
  useUnsavedChanges(changed.length > 0);

  const save = async () => {
    setPending(true);
    const before = saved;
    // Shown as saved at once; put back if the server says no.
    setSaved(texts);
    try {
      for (const locale of changed) {
        const fields = Object.fromEntries(item.fields.filter((f) => (texts[locale][f.key] ?? "") !== (before[locale][f.key] ?? "")).map((f) => [f.key, texts[locale][f.key] ?? ""]));
        const result = await saveTranslationsAction({ entity: item.entity, id: item.id, locale, fields });
        if (!result.ok) {
          setSaved(before);
          const fieldMessage = result.fieldErrors ? Object.values(result.fieldErrors)[0]?.[0] : undefined;
          toastError(fieldMessage ? `${result.message}: ${issueText(fieldMessage)}` : result.message);
          return;
        }
      }
      toast.success(t("saved", { name: label(item.label) }));
      router.refresh();
    } catch {
      setSaved(before);
      toastError(tc("networkFailed"));
    } finally {
      setPending(false);
    }
  };

  return (
    <Collapsible open={open} onOpenChange={setOpen} className="rounded-[var(--radius-card)] border border-line bg-white shadow-soft">
      <CollapsibleTrigger className="flex min-h-16 w-full items-center gap-3 px-4 py-3 text-left">
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">
            <LocalizedText texts={item.label} />
          </p>
          <p className="truncate text-sm text-sumi-soft">
            <LocalizedText texts={item.context} />
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap justify-end gap-1.5">
          {langs.map((l) => {
            const missing = missingNow.includes(l);
            return (
              <span key={l} className={cn("inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold uppercase", missing ? "bg-amber-100 text-amber-900" : "bg-emerald-50 text-emerald-800")} title={missing ? t("missingIn", { lang: tl(l) }) : t("completeIn", { lang: tl(l) })}>
                {missing ? null : <Check aria-hidden className="size-3" />}
                {l}
                <span className="sr-only">{missing ? t("missingIn", { lang: tl(l) }) : t("completeIn", { lang: tl(l) })}</span>
              </span>
            );
          })}
        </div>
        <ChevronDown aria-hidden className={cn("size-5 shrink-0 text-sumi-soft transition-transform", open && "rotate-180")} />
      </CollapsibleTrigger>
      <CollapsibleContent className="border-t border-line px-4 pb-4 pt-3">
        <div className="flex flex-col gap-5">
          {item.fields
            .filter((f) => f.texts.ja.trim())
            .map((f) => (
              <div key={f.key} className="flex flex-col gap-2">
                <p className="text-sm font-medium">{fieldLabel(f.key)}</p>
                <p lang="ja" className="whitespace-pre-line rounded-xl bg-washi px-3 py-2 text-sm text-sumi-soft">
                  {f.texts.ja}
                </p>
                <div className={cn("grid gap-3", langs.length > 1 && "lg:grid-cols-3")}>
                  {langs.map((l) => {
                    const id = `${item.id}-${f.key}-${l}`;
                    const value = texts[l][f.key] ?? "";
                    const update = (v: string) => setTexts((s) => ({ ...s, [l]: { ...s[l], [f.key]: v } }));
                    return (
                      <div key={l} className="flex flex-col gap-1">
                        <Label htmlFor={id} className="text-xs text-sumi-soft">
                          {tl(l)}
                        </Label>
                        {f.texts.ja.length > LONG || f.texts.ja.includes("\n") ? (
                          <Textarea id={id} lang={l} rows={4} value={value} onChange={(e) => update(e.target.value)} />
                        ) : (
                          <Input id={id} lang={l} value={value} onChange={(e) => update(e.target.value)} />
                        )}
                      </div>
                    );
                  })}
                </div>
              </div>
            ))}
          <div className="flex justify-end">
            <Button onClick={save} disabled={pending || changed.length === 0} aria-busy={pending}>
              {pending ? <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : <Save aria-hidden />}
              {pending ? tc("saving") : tc("save")}
            </Button>
          </div>
        </div>
      </CollapsibleContent>
    </Collapsible>
  );
}
