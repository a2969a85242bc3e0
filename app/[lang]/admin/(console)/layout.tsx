import { NextIntlClientProvider } from "next-intl";
import { getMessages, setRequestLocale } from "next-intl/server";
import { clientMessages } from "@/i18n/client-messages";
import { requireAdmin } from "@/features/auth/server";
import { AdminShell } from "@/features/admin/components/admin-shell";

// Per request: who is asking decides what renders (never prerendered at build time).
export const dynamic = "force-dynamic";

// Second of the three guards: every page of the console checks the administrator itself.
export default async function AdminConsoleLayout({ children, params }: LayoutProps<"/[lang]/admin">) {
  const { lang } = await params;
  setRequestLocale(lang);
  const actor = await requireAdmin();
  // The back office's own messages come on top of what every page receives.
  const messages = clientMessages(await getMessages({ locale: lang }), "backOffice");
  return (
    <NextIntlClientProvider messages={messages}>
      <AdminShell actor={actor}>{children}</AdminShell>
    </NextIntlClientProvider>
  );
}
