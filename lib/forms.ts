"use client";

import "@/lib/zod-browser";
import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { get, type FieldErrors as FormErrors, type FieldValues, type Path, type Resolver, type UseFormSetError } from "react-hook-form";
import type * as z from "zod/v4/core";
import type { FieldErrors } from "./field-errors";

// What every form of the app shares on react-hook-form: the action's or endpoint's own zod schema
// checks the values in the browser, the server's field errors land on the same fields, and focus
// goes to the first field in error. Schemas carry message keys; each form translates them.

/**
 * zodResolver for form values `T`, which the schema reads (T is one of its inputs). The values a
 * submit handler gets are the schema's output; the errors are keyed by the schema's paths.
 */
export function formResolver<S extends z.$ZodType<unknown, FieldValues>, T extends z.input<S> & FieldValues>(schema: S): Resolver<T, unknown, z.output<S>> {
  // zodResolver types values and errors by the schema's input; T narrows that input, same paths.
  return zodResolver(schema) as Resolver<T, unknown, z.output<S>>;
}

/** The message of the error at a dotted path ("name.ja", "highlights"). */
export function errorAt(errors: FormErrors, path: string): string | undefined {
  const error: { message?: string } | undefined = get(errors, path);
  return error?.message;
}

/**
 * Puts a server's field errors on the fields (the first message of each). `{ id, fields }`
 * actions report "fields.name"; `prefix` takes that part off.
 */
export function setFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>, fieldErrors: FieldErrors, prefix = "") {
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const path = prefix && key.startsWith(prefix) ? key.slice(prefix.length) : key;
    // The server checked the same schema: its paths are the form's.
    setError(path as Path<T>, { type: "server", message: messages[0] });
  }
}

const INVALID = '[aria-invalid="true"], [data-invalid="true"]';

/**
 * Focus on the first field in error, once a render has marked it. Attach `formRef` to the form
 * and call `focusFirstInvalid()` when a submit ends in errors.
 */
export function useFocusFirstInvalid() {
  const formRef = React.useRef<HTMLFormElement>(null);
  const wanted = React.useRef(false);
  const [, setRequest] = React.useState(0);
  // After every render while a focus is wanted: the request and the errors it is about may reach
  // the screen in different renders.
  React.useEffect(() => {
    if (!wanted.current) return;
    const field = formRef.current?.querySelector<HTMLElement>(INVALID);
    if (!field) return;
    wanted.current = false;
    field.focus();
  });
  const focusFirstInvalid = React.useCallback(() => {
    wanted.current = true;
    setRequest((n) => n + 1);
  }, []);
  return { formRef, focusFirstInvalid };
}
