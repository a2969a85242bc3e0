import { z } from "zod";

// Each message is a key under `auth`, translated where it is shown.

export const adminCredentialsSchema = z.object({
  email: z
    .string({ message: "adminLogin.errors.emailRequired" })
    .trim()
    .min(1, "adminLogin.errors.emailRequired")
    .max(254, "adminLogin.errors.emailInvalid")
    .pipe(z.email("adminLogin.errors.emailInvalid"))
    .transform((v) => v.toLowerCase()),
  password: z.string({ message: "adminLogin.errors.passwordRequired" }).min(1, "adminLogin.errors.passwordRequired").max(512, "adminLogin.errors.passwordRequired"),
});
export type AdminCredentials = z.infer<typeof adminCredentialsSchema>;

export const adminLoginSchema = adminCredentialsSchema.extend({
  callbackUrl: z.string().max(2048).optional(),
});

export const googleSignInSchema = z.object({
  locale: z.enum(["ja", "en", "ko", "zh"]),
});
