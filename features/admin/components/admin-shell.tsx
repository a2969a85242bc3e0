import { ExternalLink, UserRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { BrandMark } from "@/components/shell/brand-mark";
import { LanguageSwitcher } from "@/components/shell/language-switcher";
import type { Actor } from "@/features/auth/server";
import { Link } from "@/i18n/navigation";
import { AdminMobileMenu, AdminNavList } from "./admin-nav";
import { UnsavedChangesProvider } from "./unsaved-changes";

function ShellFooter({ email }: { email: string | null }) {
  const t = useTranslations("admin.shell");
  return (
    <div className="flex flex-col gap-2 text-sm">
      <div className="flex items-center gap-2.5 rounded-xl bg-washi-deep/70 px-3 py-2.5">
        <UserRound aria-hidden className="size-4 shrink-0 text-sumi-soft" />
        <div className="min-w-0">
          <p className="text-[11px] text-sumi-soft">{t("signedInAs")}</p>
          <p className="truncate font-medium" data-testid="admin-email">{email ?? "—"}</p>
        </div>
      </div>
      <div className="flex items-center justify-between gap-2">
        <Link href="/" className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sumi-soft hover:bg-sumi/5 hover:text-sumi">
          <ExternalLink aria-hidden className="size-4" />
          {t("viewSite")}
        </Link>
        <LanguageSwitcher />
      </div>
    </div>
  );
}

function Brand() {
  const t = useTranslations("admin.shell");
  const tn = useTranslations("navigation");
  return (
    <Link href="/admin/dashboard" className="flex items-center gap-2.5 rounded-xl">
      <BrandMark className="size-8" />
      <span className="flex flex-col leading-tight">
        <span className="text-[15px] font-semibold tracking-tight">{tn("brand")}</span>
        <span className="text-[11px] text-sumi-soft">{t("console")}</span>
      </span>
    </Link>
  );
}

/**
 * The back office frame: a sidebar on wide screens, a top bar with a menu sheet on phones. Unsaved
 * edits anywhere in it are guarded against leaving by a link.
 */
export function AdminShell({ actor, children }: { actor: Actor; children: React.ReactNode }) {
  const email = actor.user?.email ?? null;
  return (
    <UnsavedChangesProvider>
      <div className="min-h-dvh bg-washi lg:grid lg:grid-cols-[264px_minmax(0,1fr)]">
        <aside className="sticky top-0 hidden h-dvh flex-col gap-6 overflow-y-auto border-r border-line bg-white/60 px-4 py-5 backdrop-blur lg:flex">
          <div className="px-2">
            <Brand />
          </div>
          <AdminNavList />
          <div className="mt-auto">
            <ShellFooter email={email} />
          </div>
        </aside>
        <div className="min-w-0">
          <header className="sticky top-0 z-30 flex h-16 items-center justify-between border-b border-line/70 bg-washi/90 px-4 backdrop-blur-md lg:hidden">
            <Brand />
            <AdminMobileMenu footer={<ShellFooter email={email} />} />
          </header>
          <main id="main" className="mx-auto w-full max-w-6xl px-4 pb-24 pt-6 sm:px-6 lg:px-10 lg:pt-10">
            {children}
          </main>
        </div>
      </div>
    </UnsavedChangesProvider>
  );
}
