"use client";

import { useTranslations } from "next-intl";
import { useAuth } from "../use-auth";
import { withJosa } from "@/lib/korean";

/** Names the signed-in account in the browser, so the 403 page needs no session on the server (and pages stay static). */
export function ForbiddenDescription() {
  const t = useTranslations("auth.forbidden");
  const { user } = useAuth();
  const who = user?.email ?? user?.name;
  return <>{who ? t("descriptionSignedIn", withJosa({ email: who })) : t("description")}</>;
}
