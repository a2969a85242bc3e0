import { z } from "zod";

// Messages are keys under `account`, translated where they are shown.

export const NAME_MAX = 50;

export const renameSchema = z.object({
  name: z
    .string({ message: "profile.errors.nameRequired" })
    .trim()
    .min(1, "profile.errors.nameRequired")
    .max(NAME_MAX, "profile.errors.nameTooLong")
    .refine((v) => !/[\u0000-\u001f\u007f<>]/.test(v), "profile.errors.nameInvalid"),
});

export const deleteAccountSchema = z.object({
  confirmEmail: z.string({ message: "settings.delete.errors.mismatch" }).trim().min(1, "settings.delete.errors.mismatch").max(254, "settings.delete.errors.mismatch"),
});

export const emptySchema = z.object({}).strict();
