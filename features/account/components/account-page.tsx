import { AppHeader } from "@/features/auth/ui";
import { SiteFooter } from "@/components/shell/site-footer";
import { AccountNav } from "./account-nav";

/** The frame of every account page: header, section navigation, a title and the content. */
export function AccountPage({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <div className="mx-auto grid w-full max-w-5xl flex-1 grid-cols-[minmax(0,1fr)] content-start gap-6 px-4 pb-16 pt-20 sm:px-6 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-10 md:pt-24">
        <aside className="min-w-0 md:sticky md:top-24 md:self-start">
          <AccountNav />
        </aside>
        <main id="main" className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description ? <p className="mt-1.5 text-sm text-sumi-soft">{description}</p> : null}
          <div className="mt-6">{children}</div>
        </main>
      </div>
      <SiteFooter />
    </div>
  );
}
