import { Suspense } from "react";
import { AppHeader } from "@/features/auth/ui";
import { LanguageDebug } from "@/features/debug/components/language-debug";
import { setPageLocale } from "@/i18n/page-locale";

export default async function DebugPage({ params }: PageProps<"/[lang]/debug">) {
  const { lang } = await params;
  setPageLocale(lang);
  return (
    <>
      <AppHeader />
      <main id="main">
        <Suspense>
          <LanguageDebug />
        </Suspense>
      </main>
    </>
  );
}
