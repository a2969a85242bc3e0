"use client";

import { ChevronDown, X } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { FieldError, Input, Label, Textarea } from "@/components/ui/input";
import { cn } from "@/lib/utils";

// Form fields of the back office: a label, the control, a hint and the error right under it.

export function fieldIds(id: string, error?: string, hint?: string) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return { id, "aria-invalid": error ? (true as const) : undefined, "aria-describedby": describedBy };
}

export function Field({
  id,
  label,
  hint,
  error,
  required,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const t = useTranslations("admin.common");
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id} className="flex items-baseline gap-1.5">
        {label}
        {required ? (
          <span className="text-xs font-normal text-brand" aria-hidden>
            *
          </span>
        ) : null}
        {required ? <span className="sr-only">{t("required")}</span> : null}
      </Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-sumi-soft">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

type TextProps = Omit<React.ComponentProps<"input">, "value" | "onChange"> & {
  id: string;
  label: React.ReactNode;
  value: string | number | null | undefined;
  onValue: (value: string) => void;
  error?: string;
  hint?: React.ReactNode;
  fieldClassName?: string;
};

export function TextField({ id, label, value, onValue, error, hint, required, fieldClassName, className, ...props }: TextProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} className={fieldClassName}>
      <Input {...props} {...fieldIds(id, error, hint ? "1" : undefined)} className={className} value={value ?? ""} onChange={(e) => onValue(e.target.value)} />
    </Field>
  );
}

export function TextAreaField({
  id,
  label,
  value,
  onValue,
  error,
  hint,
  required,
  rows = 4,
  fieldClassName,
}: {
  id: string;
  label: React.ReactNode;
  value: string | null | undefined;
  onValue: (v: string) => void;
  error?: string;
  hint?: React.ReactNode;
  required?: boolean;
  rows?: number;
  fieldClassName?: string;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} className={fieldClassName}>
      <Textarea {...fieldIds(id, error, hint ? "1" : undefined)} rows={rows} value={value ?? ""} onChange={(e) => onValue(e.target.value)} />
    </Field>
  );
}

export function NativeSelect({ className, children, ...props }: React.ComponentProps<"select">) {
  return (
    <div className={cn("relative", className)}>
      <select
        {...props}
        className="h-11 w-full appearance-none rounded-xl border border-line bg-white pl-3.5 pr-10 text-[15px] focus-visible:border-mood focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-mood/25 aria-[invalid=true]:border-red-500 disabled:opacity-50"
      >
        {children}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-sumi-soft" />
    </div>
  );
}

export function SelectField({
  id,
  label,
  value,
  onValue,
  options,
  error,
  hint,
  required,
  placeholder,
  fieldClassName,
}: {
  id: string;
  label: React.ReactNode;
  value: string | null | undefined;
  onValue: (v: string) => void;
  options: { value: string; label: string }[];
  error?: string;
  hint?: React.ReactNode;
  required?: boolean;
  placeholder?: string;
  fieldClassName?: string;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} className={fieldClassName}>
      <NativeSelect {...fieldIds(id, error, hint ? "1" : undefined)} value={value ?? ""} onChange={(e) => onValue(e.target.value)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

/** A checkbox with its label beside it; a 44 px tall target. */
export function CheckboxField({ id, label, checked, onChecked, hint, disabled }: { id: string; label: React.ReactNode; checked: boolean; onChecked: (v: boolean) => void; hint?: React.ReactNode; disabled?: boolean }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-1 text-[15px] font-medium has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60">
        <input
          id={id}
          type="checkbox"
          className="size-5 shrink-0 cursor-pointer rounded border-line accent-[var(--mood-primary)]"
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => onChecked(e.target.checked)}
        />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="pl-9 text-xs text-sumi-soft">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export { ToggleGroupField } from "./toggle-group-field";

/** Short words (tags, features): type and press Enter or comma; remove with ×. */
export function ChipsField({ id, label, value, onValue, error, hint, placeholder }: { id: string; label: React.ReactNode; value: string[]; onValue: (v: string[]) => void; error?: string; hint?: React.ReactNode; placeholder?: string }) {
  const t = useTranslations("admin.common");
  const [draft, setDraft] = React.useState("");
  const commit = () => {
    const words = draft.split(/[,、，]/).map((w) => w.trim()).filter(Boolean);
    if (words.length) onValue([...new Set([...value, ...words])]);
    setDraft("");
  };
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <div className={cn("flex min-h-11 flex-wrap items-center gap-1.5 rounded-xl border border-line bg-white px-2 py-1.5 focus-within:border-mood focus-within:ring-2 focus-within:ring-mood/25", error && "border-red-500")}>
        {value.map((w) => (
          <span key={w} className="inline-flex items-center gap-1 rounded-full bg-washi-deep py-1 pl-3 pr-1 text-sm">
            {w}
            <button type="button" className="rounded-full p-1 hover:bg-sumi/10" aria-label={t("removeItem", { item: w })} onClick={() => onValue(value.filter((x) => x !== w))}>
              <X className="size-3.5" />
            </button>
          </span>
        ))}
        <input
          {...fieldIds(id, error, hint ? "1" : undefined)}
          className="h-8 min-w-32 flex-1 bg-transparent px-1.5 text-[15px] outline-none"
          value={draft}
          placeholder={placeholder}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === "Enter" || e.key === ",") {
              e.preventDefault();
              commit();
            } else if (e.key === "Backspace" && !draft && value.length) {
              onValue(value.slice(0, -1));
            }
          }}
        />
      </div>
    </Field>
  );
}
