import { KeyRound, Mail } from "lucide-react";
import { getFormatter, getTranslations } from "next-intl/server";
import { UserAvatar } from "@/features/auth/ui";
import type { ProfileView as Profile } from "../service";
import { ProfileForm } from "./profile-form";
import { SectionCard } from "./section-card";

export async function ProfileView({ profile }: { profile: Profile }) {
  const t = await getTranslations("account.profile");
  const format = await getFormatter();
  const methods = [...profile.providers.map((p) => (p === "google" ? t("methods.google") : p)), ...(profile.hasPassword ? [t("methods.password")] : [])];
  return (
    <div className="flex flex-col gap-5">
      <SectionCard title={t("identity")}>
        <div className="flex items-center gap-4">
          <UserAvatar name={profile.name} email={profile.email} image={profile.image} className="size-16" fallbackClassName="text-xl" />
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold" data-testid="profile-name">
              {profile.name || t("noName")}
            </p>
            <p className="mt-0.5 flex items-center gap-1.5 truncate text-sm text-sumi-soft">
              <Mail aria-hidden className="size-4 shrink-0" />
              {profile.email}
            </p>
            <p className="mt-0.5 text-xs text-sumi-soft">{t("memberSince", { date: format.dateTime(profile.createdAt, { dateStyle: "long" }) })}</p>
          </div>
        </div>
        <p className="mt-4 text-xs text-sumi-soft">{t("avatarNote")}</p>
      </SectionCard>
      <SectionCard title={t("nameTitle")} description={t("nameDescription")}>
        <ProfileForm initialName={profile.name ?? ""} />
      </SectionCard>
      <SectionCard title={t("signInTitle")}>
        <p className="flex items-center gap-2 text-sm">
          <KeyRound aria-hidden className="size-4 text-sumi-soft" />
          {methods.length ? methods.join(" · ") : t("methods.none")}
        </p>
        <p className="mt-2 text-xs text-sumi-soft">{t("emailNote")}</p>
      </SectionCard>
    </div>
  );
}
