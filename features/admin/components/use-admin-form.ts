"use client";

import { useMessages, useTranslations } from "next-intl";
import * as React from "react";
import type { z } from "zod";
import type { ActionResult } from "@/features/auth/server";
import { toast, toastError } from "@/lib/toast";
import { issueText } from "../shared/validation";
import { fieldErrorsOf } from "@/lib/field-errors";

export type FieldErrors = Record<string, string[]>;

/** Turns an issue message key ("tooLong:120") into text in the admin's language. */
export function useIssueText() {
  const t = useTranslations("admin.validation");
  const validation = useMessages().admin.validation;
  return React.useCallback((message: string | undefined) => (message ? issueText(message, validation, t) : undefined), [t, validation]);
}

/** Server field errors of `{ id, fields }` actions carry a "fields." prefix; the form has none. */
function stripPrefix(errors: FieldErrors, prefix?: string): FieldErrors {
  if (!prefix) return errors;
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.startsWith(prefix) ? k.slice(prefix.length) : k, v]));
}

interface SubmitOptions<S extends z.ZodType, R> {
  /** The schema the action uses: checked here first, so errors show without a round trip. */
  schema: S;
  action: (input: z.infer<S>) => Promise<ActionResult<R>>;
  /** Builds the action's input from the parsed values (e.g. wraps them in { id, fields }). */
  toInput?: (parsed: z.infer<S>) => unknown;
  serverPrefix?: string;
  success?: string;
  onSuccess?: (data: R) => void;
}

/**
 * Form state for the back office: values, field errors shown by each field, a pending flag, and
 * submit() that validates in the browser with the shared schema, calls the server action, shows
 * a toast and moves focus to the first field in error.
 */
export function useAdminForm<T extends object>(initial: T) {
  const t = useTranslations("admin.common");
  const [values, setValues] = React.useState<T>(initial);
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [pending, startTransition] = React.useTransition();
  const [dirty, setDirty] = React.useState(false);
  const issueText = useIssueText();
  const formRef = React.useRef<HTMLFormElement>(null);

  const set = React.useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setDirty(true);
    setErrors((e) => {
      const prefix = String(key);
      if (!Object.keys(e).some((k) => k === prefix || k.startsWith(`${prefix}.`))) return e;
      return Object.fromEntries(Object.entries(e).filter(([k]) => k !== prefix && !k.startsWith(`${prefix}.`)));
    });
  }, []);

  const focusFirstError = React.useCallback(() => {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }, []);

  function submit<S extends z.ZodType, R>(opts: SubmitOptions<S, R>) {
    const parsed = opts.schema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      toastError(t("fixErrors"));
      focusFirstError();
      return;
    }
    startTransition(async () => {
      const input = (opts.toInput ? opts.toInput(parsed.data) : parsed.data) as z.infer<S>;
      let result: ActionResult<R>;
      try {
        result = await opts.action(input);
      } catch {
        toastError(t("networkFailed"));
        return;
      }
      if (result.ok) {
        setErrors({});
        setDirty(false);
        if (opts.success) toast.success(opts.success);
        opts.onSuccess?.(result.data);
        return;
      }
      if (result.fieldErrors) {
        setErrors(stripPrefix(result.fieldErrors, opts.serverPrefix));
        focusFirstError();
      }
      toastError(result.message);
    });
  }

  /** The first error of a field, translated; `path` as zod reports it ("name.ja", "moods"). */
  const errorOf = (path: string) => issueText(errors[path]?.[0]);
  const hasErrorUnder = (prefix: string) => Object.keys(errors).some((k) => k === prefix || k.startsWith(`${prefix}.`));

  return { values, setValues, set, errors, setErrors, errorOf, hasErrorUnder, pending, submit, dirty, formRef };
}

export type AdminForm<T extends object> = ReturnType<typeof useAdminForm<T>>;

/** Runs an action from a button (delete, toggle) with toasts; returns whether it worked. */
export function useActionRunner() {
  const t = useTranslations("admin.common");
  const [pending, startTransition] = React.useTransition();
  const run = React.useCallback(
    <R,>(action: () => Promise<ActionResult<R>>, opts: { success?: string; onSuccess?: (data: R) => void; onFailure?: () => void } = {}) =>
      new Promise<boolean>((resolve) => {
        startTransition(async () => {
          let result: ActionResult<R>;
          try {
            result = await action();
          } catch {
            toastError(t("networkFailed"));
            opts.onFailure?.();
            return resolve(false);
          }
          if (result.ok) {
            if (opts.success) toast.success(opts.success);
            opts.onSuccess?.(result.data);
            return resolve(true);
          }
          toastError(result.message);
          opts.onFailure?.();
          resolve(false);
        });
      }),
    [t],
  );
  return { run, pending };
}
