import { z } from "zod";

// The stay's answer form, checked on the server (the page is for stays, not part of the traveller's
// bundle, so it uses full zod like the back office).

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const optionalDay = z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().regex(ISO_DAY, "alternativeInvalid").optional());

/** The stay's answer through its signed link: a note and other dates are optional, with a decline. */
export const stayAnswerSchema = z
  .object({
    token: z.string().min(20).max(300),
    note: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().trim().max(500, "noteTooLong").optional()),
    alternativeCheckIn: optionalDay,
    alternativeCheckOut: optionalDay,
  })
  .refine((a) => (!a.alternativeCheckIn && !a.alternativeCheckOut) || (a.alternativeCheckIn && a.alternativeCheckOut && a.alternativeCheckIn < a.alternativeCheckOut), {
    message: "alternativeInvalid",
    path: ["alternativeCheckOut"],
  });
export type StayAnswerInput = z.input<typeof stayAnswerSchema>;
