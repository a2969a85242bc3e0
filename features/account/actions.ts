"use server";

import { getTranslations } from "next-intl/server";
import { userAction } from "@/features/auth/server";
import { AppError } from "@/lib/errors";
import { deleteAccountSchema, emptySchema, renameSchema } from "./schemas";
import { deleteUser, endAllSessions, renameUser } from "./service";

export const renameProfile = userAction(renameSchema, async ({ name }, { actor }) => {
  await renameUser(actor.user!.id, name);
  return { name };
});

/** Signs the traveller out on every device, this one included. */
export const signOutEverywhere = userAction(emptySchema, async (_input, { actor }) => {
  return { ended: await endAllSessions(actor.user!.id) };
});

/** Deletes the account once the traveller has typed their own e-mail address to confirm. */
export const deleteAccount = userAction(deleteAccountSchema, async ({ confirmEmail }, { actor, locale }) => {
  const t = await getTranslations({ locale, namespace: "account.settings.delete.errors" });
  const user = actor.user!;
  if (user.role === "admin" || actor.isAdmin) {
    throw new AppError("administrator accounts are not deleted here", { code: "FORBIDDEN", severity: "warning", userMessage: { text: t("admin") } });
  }
  if (!user.email || confirmEmail.toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError("confirmation does not match", { code: "VALIDATION_ERROR", severity: "warning", userMessage: { text: t("mismatch") } });
  }
  await deleteUser(user.id);
  return { deleted: true };
});
