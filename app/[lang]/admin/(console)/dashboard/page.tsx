import { setRequestLocale } from "next-intl/server";
import { DashboardView } from "@/features/admin/dashboard/dashboard-view";
import { dashboardData } from "@/features/admin/dashboard/service";

export const dynamic = "force-dynamic";

export default async function AdminDashboardPage({ params }: PageProps<"/[lang]/admin/dashboard">) {
  const { lang } = await params;
  setRequestLocale(lang);
  return <DashboardView data={await dashboardData()} />;
}
