import { DashboardView } from "@/features/admin/dashboard/dashboard-view";
import { dashboardData } from "@/features/admin/dashboard/service";
import { setPageLocale } from "@/i18n/page-locale";

export const dynamic = "force-dynamic";

export default async function AdminDashboardPage({ params }: PageProps<"/[lang]/admin/dashboard">) {
  const { lang } = await params;
  setPageLocale(lang);
  return <DashboardView data={await dashboardData()} />;
}
