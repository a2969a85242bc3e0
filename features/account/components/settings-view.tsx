import { getTranslations } from "next-intl/server";
import type { ProfileView } from "../service";
import { DeleteAccount } from "./delete-account";
import { LanguagePreference } from "./language-preference";
import { SectionCard } from "./section-card";
import { SignOutEverywhere } from "./session-controls";

export async function SettingsView({ profile, isAdmin }: { profile: ProfileView; isAdmin: boolean }) {
  const t = await getTranslations("account.settings");
  return (
    <div className="flex flex-col gap-5">
      <SectionCard title={t("language.title")} description={t("language.description")}>
        <LanguagePreference label={t("language.title")} />
      </SectionCard>
      <SectionCard title={t("sessions.title")} description={t("sessions.description")}>
        <SignOutEverywhere activeSessions={profile.activeSessions} />
      </SectionCard>
      <SectionCard title={t("delete.title")} tone="danger">
        <DeleteAccount
          email={profile.email ?? ""}
          disabledReason={profile.role === "admin" || isAdmin ? t("delete.errors.admin") : !profile.email ? t("delete.errors.noEmail") : undefined}
        />
      </SectionCard>
    </div>
  );
}
