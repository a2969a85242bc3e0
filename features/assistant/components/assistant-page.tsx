import { Sparkles } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { AppHeader } from "@/features/auth/ui";
import { getActor } from "@/features/auth/server";
import { SiteFooter } from "@/components/shell/site-footer";
import { isAiConfigured } from "@/lib/clients/openai";
import { isOffline } from "@/lib/env";
import type { Locale } from "@/i18n/routing";
import { destinationNames } from "../service";
import type { AssistantTab } from "../constants";
import { AssistantTabs } from "./assistant-tabs";

export async function AssistantPage({ locale, tab }: { locale: Locale; tab: AssistantTab }) {
  const t = await getTranslations("assistant.page");
  const availability = isOffline() ? "offline" : isAiConfigured() ? "ready" : "unconfigured";
  const destinations = await destinationNames(locale).catch(() => []);
  // Administrators see why the AI is unavailable and which model answers; travellers do not.
  const { isAdmin } = await getActor();
  return (
    <>
      <AppHeader />
      <main id="main" className="mx-auto flex min-h-dvh w-full max-w-3xl flex-col px-4 pb-10 pt-20 sm:px-6 sm:pt-24">
        <header className="mb-5 flex items-start gap-3">
          <span aria-hidden className="mt-1 flex size-11 shrink-0 items-center justify-center rounded-2xl bg-mood text-mood-ink shadow-soft">
            <Sparkles className="size-5" />
          </span>
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
            <p className="mt-1 text-sm text-sumi-soft sm:text-[15px]">{t("lead")}</p>
          </div>
        </header>
        <AssistantTabs availability={availability} isAdmin={isAdmin} destinations={destinations} initialTab={tab} />
      </main>
      <SiteFooter />
    </>
  );
}
