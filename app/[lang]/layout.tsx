import "../globals.css";
import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { hasLocale, NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { AppProviders } from "@/components/shell/app-providers";
import { ConfigErrorScreen } from "@/components/shell/config-error";
import { THEME_COLOR } from "@/features/offline/server";
import { ServiceWorker } from "@/features/offline/ui";
import { clientMessages } from "@/i18n/client-messages";
import { dir } from "@/i18n/dir";
import { routing } from "@/i18n/routing";
import { configProblems } from "@/lib/env";
import { publicOrigin } from "@/lib/public-origin";
import { DEFAULT_OG_IMAGE, ogLocale } from "@/lib/seo/metadata";

/** Which generated web-font stylesheet a language uses (scripts/prepare-fonts.mjs); English shares the Japanese one. */
const WEB_FONT = { ja: "ja", en: "ja", ko: "ko", zh: "zh" } as const;

export function generateStaticParams() {
  return routing.locales.map((lang) => ({ lang }));
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  viewportFit: "cover",
  themeColor: THEME_COLOR,
};

export async function generateMetadata({ params }: LayoutProps<"/[lang]">): Promise<Metadata> {
  const { lang } = await params;
  const locale = hasLocale(routing.locales, lang) ? lang : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: "seo" });
  return {
    metadataBase: new URL(publicOrigin()),
    title: { default: t("title"), template: t("titleTemplate") },
    description: t("description"),
    icons: { icon: "/icon.svg", apple: "/icons/apple-touch-icon.png" },
    // The installable app, named in the page's language (features/offline/manifest.ts).
    manifest: `/manifest/${locale}.webmanifest`,
    appleWebApp: { capable: true, title: t("siteName"), statusBarStyle: "default" },
    // No alternates here: a layout does not know which page it wraps, so each page names its own
    // canonical and language versions (lib/seo/metadata.ts).
    openGraph: {
      type: "website",
      siteName: t("siteName"),
      title: t("title"),
      description: t("description"),
      locale: ogLocale(locale),
      images: [DEFAULT_OG_IMAGE],
    },
    twitter: { card: "summary_large_image" },
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<"/[lang]">) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const problems = configProblems();
  const t = await getTranslations({ locale: lang, namespace: "errors.config" });
  const tn = await getTranslations({ locale: lang, namespace: "navigation" });
  const messages = clientMessages(await getMessages({ locale: lang }));

  return (
    <html lang={lang} dir={dir(lang)} suppressHydrationWarning>
      <body className="min-h-dvh">
        {problems.length ? (
          <ConfigErrorScreen problems={problems} title={t("title")} description={t("description")} />
        ) : (
          <NextIntlClientProvider messages={messages}>
            <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[200] focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:shadow-lift">
              {tn("skipToContent")}
            </a>
            <AppProviders>{children}</AppProviders>
            <ServiceWorker />
          </NextIntlClientProvider>
        )}
        {/* The language's web font, behind the system's CJK fonts (app/globals.css): linked at the
            end of the body so it never holds up the first paint. */}
        <link rel="stylesheet" href={`/fonts/${WEB_FONT[lang]}.css`} />
      </body>
    </html>
  );
}
