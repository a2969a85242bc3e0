import { setRequestLocale } from "next-intl/server";
import { SplashScreen } from "@/features/splash/components/splash-screen";

export default async function HomePage({ params }: PageProps<"/[lang]">) {
  const { lang } = await params;
  setRequestLocale(lang);
  return <SplashScreen />;
}
