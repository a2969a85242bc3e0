import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { clientMessages } from "@/i18n/client-messages";
import { requireAdmin } from "@/features/auth/server";
import { AdminShell } from "@/features/admin/components/admin-shell";
import { setPageLocale } from "@/i18n/page-locale";

// Per request: who is asking decides what renders (never prerendered at build time).
export const dynamic = "force-dynamic";

// Second of the three guards: every page of the console checks the administrator itself.
export default async function AdminConsoleLayout({ children, params }: LayoutProps<"/[lang]/admin">) {
  const { lang } = await params;
  const locale = setPageLocale(lang);
  const actor = await requireAdmin();
  // The back office's own messages come on top of what every page receives.
  const messages = clientMessages(await getMessages({ locale }), "backOffice");
  return (
    <NextIntlClientProvider messages={messages}>
      <AdminShell actor={actor}>{children}</AdminShell>
    </NextIntlClientProvider>
  );
}
