import { SplashScreen } from "@/features/splash/components/splash-screen";
import { setPageLocale } from "@/i18n/page-locale";

export default async function HomePage({ params }: PageProps<"/[lang]">) {
  const { lang } = await params;
  setPageLocale(lang);
  return <SplashScreen />;
}
