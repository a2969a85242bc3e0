"use client";

import { useMessages, useTranslations } from "next-intl";
import * as React from "react";
import { useForm, useWatch, type DefaultValues, type FieldValues, type Path, type PathValue } from "react-hook-form";
import type { z } from "zod";
import type { ActionResult } from "@/features/auth/server";
import { errorAt, formResolver, setFieldErrors, useFocusFirstInvalid } from "@/lib/forms";
import { toast, toastError } from "@/lib/toast";
import { issueText } from "../shared/validation";

/** Turns an issue message key ("tooLong:120") into text in the admin's language. */
export function useIssueText() {
  const t = useTranslations("admin.validation");
  const validation = useMessages().admin.validation;
  return React.useCallback((message: string | undefined) => (message ? issueText(message, validation, t) : undefined), [t, validation]);
}

interface SubmitOptions<Parsed, R> {
  /** Called with what the schema made of the values (the action parses them again). */
  action: (input: Parsed) => Promise<ActionResult<R>>;
  /** The prefix of the server's field errors that the form's paths do not have ("fields."). */
  serverPrefix?: string;
  success?: string;
  onSuccess?: (data: R) => void;
}

/**
 * Form state for the back office, on react-hook-form: `schema` is the one the action uses,
 * checked here first so errors show without a round trip. Each field shows its error (translated),
 * the server's field errors land on the same fields, a toast says what failed as a whole, and focus
 * moves to the first field in error. A change to a field clears its error until the next submit.
 */
export function useAdminForm<S extends z.ZodType<unknown, FieldValues>, T extends z.input<S> & FieldValues>(schema: S, initial: T) {
  const t = useTranslations("admin.common");
  const issueText = useIssueText();
  const resolver = React.useMemo(() => formResolver<S, T>(schema), [schema]);
  const form = useForm<T, unknown, z.output<S>>({ resolver, defaultValues: initial as DefaultValues<T>, reValidateMode: "onSubmit", shouldFocusError: false });
  const { errors, isDirty } = form.formState;
  const [pending, startTransition] = React.useTransition();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const values = useWatch({ control: form.control, compute: (all: T) => all });

  const { setValue, clearErrors } = form;
  const set = React.useCallback(
    <K extends Path<T>>(key: K, value: PathValue<T, K>) => {
      setValue(key, value, { shouldDirty: true });
      clearErrors(key);
    },
    [setValue, clearErrors],
  );

  function submit<R>(opts: SubmitOptions<z.output<S>, R>) {
    const onValid = (parsed: z.output<S>) =>
      startTransition(async () => {
        let result: ActionResult<R>;
        try {
          result = await opts.action(parsed);
        } catch {
          toastError(t("networkFailed"));
          return;
        }
        if (result.ok) {
          form.reset(form.getValues());
          if (opts.success) toast.success(opts.success);
          opts.onSuccess?.(result.data);
          return;
        }
        if (result.fieldErrors) {
          setFieldErrors(form.setError, result.fieldErrors, opts.serverPrefix);
          focusFirstInvalid();
        }
        toastError(result.message);
      });
    const onInvalid = () => {
      toastError(t("fixErrors"));
      focusFirstInvalid();
    };
    void form.handleSubmit(onValid, onInvalid)();
  }

  /** The first error of a field, translated; `path` as zod reports it ("name.ja", "moods"). */
  const errorOf = (path: string) => issueText(errorAt(errors, path));

  return { values, set, errorOf, pending, submit, dirty: isDirty, formRef };
}

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
