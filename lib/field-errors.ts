import type * as z from "zod/v4/core";

export type FieldErrors = Record<string, string[]>;

/**
 * A zod error as field errors, keyed by the field's dotted path ("_" for the whole input), each
 * message once. `message` turns a schema's message (often a message-file key) into the text shown.
 */
export function fieldErrorsOf(error: z.$ZodError, message: (text: string) => string = (text) => text, field: (path: PropertyKey[]) => string = (path) => path.join(".")): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const list = (out[field(issue.path) || "_"] ??= []);
    const text = message(issue.message);
    if (!list.includes(text)) list.push(text);
  }
  return out;
}
