import { setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { AppHeader } from "@/features/auth/ui";
import { LanguageDebug } from "@/features/debug/components/language-debug";

export default async function DebugPage({ params }: PageProps<"/[lang]/debug">) {
  const { lang } = await params;
  setRequestLocale(lang);
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
