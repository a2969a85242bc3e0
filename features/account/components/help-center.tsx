import { ChevronDown, LifeBuoy, Mail } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

export const FAQ_IDS = ["q1", "q2", "q3", "q4", "q5", "q6", "q7", "q8"] as const;

/** The help centre: frequently asked questions and the support address. */
export async function HelpCenter({ supportEmail }: { supportEmail: string }) {
  const t = await getTranslations("account.help");
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="faq-title">
        <h2 id="faq-title" className="mb-3 text-lg font-semibold">
          {t("faqTitle")}
        </h2>
        <div className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-white">
          {FAQ_IDS.map((id) => (
            <details key={id} className="group" id={`faq-${id}`}>
              <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 px-5 py-3 font-medium hover:bg-washi [&::-webkit-details-marker]:hidden">
                <span className="flex-1">{t(`faq.${id}.question`)}</span>
                <ChevronDown aria-hidden className="size-4 shrink-0 text-sumi-soft transition-transform group-open:rotate-180" />
              </summary>
              <p className="px-5 pb-5 text-[15px] leading-relaxed text-sumi-soft">{t(`faq.${id}.answer`)}</p>
            </details>
          ))}
        </div>
      </section>
      <Card className="flex flex-col gap-3 p-6 sm:flex-row sm:items-center">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-mood-soft text-mood-deep">
          <LifeBuoy aria-hidden className="size-6" />
        </span>
        <div className="flex-1">
          <h2 className="font-semibold">{t("contactTitle")}</h2>
          <p className="mt-1 text-sm text-sumi-soft">{t("contactBody")}</p>
        </div>
        <Button asChild variant="outline">
          <a href={`mailto:${supportEmail}`} data-testid="support-email">
            <Mail aria-hidden />
            {supportEmail}
          </a>
        </Button>
      </Card>
    </div>
  );
}
