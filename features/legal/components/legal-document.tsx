import { getTranslations } from "next-intl/server";
import { AppHeader } from "@/features/auth/ui";
import { SiteFooter } from "@/components/shell/site-footer";

export const LEGAL_SECTIONS = {
  terms: ["s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10"],
  privacy: ["s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8"],
} as const;

/** The terms of use or the privacy policy: numbered sections with a table of contents. */
export async function LegalDocument({ kind, supportEmail }: { kind: keyof typeof LEGAL_SECTIONS; supportEmail: string }) {
  const t = await getTranslations(`legal.${kind}`);
  const tl = await getTranslations("legal");
  const sections = LEGAL_SECTIONS[kind];
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-5 pb-16 pt-24 sm:px-6">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("title")}</h1>
        <p className="mt-2 text-sm text-sumi-soft">{tl("updated")}</p>
        <p className="mt-6 leading-relaxed">{t("intro")}</p>
        <nav aria-label={tl("contents")} className="mt-8 rounded-2xl border border-line bg-white p-5">
          <p className="mb-2 text-sm font-semibold">{tl("contents")}</p>
          <ol className="grid gap-1 text-sm sm:grid-cols-2">
            {sections.map((id, i) => (
              <li key={id}>
                <a href={`#${id}`} className="block py-1.5 text-sumi-soft underline-offset-2 hover:text-sumi hover:underline">
                  {i + 1}. {t(`${id}.heading`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-10 flex flex-col gap-8">
          {sections.map((id, i) => (
            <section key={id} id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
              <h2 id={`${id}-heading`} className="text-lg font-semibold">
                {i + 1}. {t(`${id}.heading`)}
              </h2>
              <p className="mt-2 whitespace-pre-line leading-relaxed text-sumi-soft">{t(`${id}.body`)}</p>
            </section>
          ))}
        </div>
        <p className="mt-12 rounded-2xl bg-washi-deep px-5 py-4 text-sm">
          {tl.rich("contact", {
            email: () => (
              <a className="font-medium underline underline-offset-2" href={`mailto:${supportEmail}`}>
                {supportEmail}
              </a>
            ),
          })}
        </p>
      </main>
      <SiteFooter />
    </div>
  );
}
