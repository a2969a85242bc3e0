import { getLocale, getTranslations } from "next-intl/server";
import { pickLocalized } from "@/lib/i18n-content";
import { PageHeader } from "../../components/page-header";
import { destinationsNeedingStays, rakutenStatus } from "../service";
import { AutoSuggestions } from "./auto-suggestions";
import { RakutenStatusNotice } from "./rakuten-bits";
import { RakutenTester } from "./rakuten-tester";
import { SuggestionSearch } from "./suggestion-search";

/** Every destination with its number of active stays, for the suggestion screens. */
async function destinationsWithStays() {
  const locale = await getLocale();
  // "Fewer than a huge number" lists them all, fewest stays first.
  const rows = await destinationsNeedingStays(Number.MAX_SAFE_INTEGER);
  return rows.map((d) => ({ id: d.id, label: pickLocalized(d, "name", locale), nameJa: d.nameJa, activeStays: d.activeStays }));
}

export async function RakutenTesterPage() {
  const t = await getTranslations("admin.rakuten");
  const status = await rakutenStatus();
  return (
    <>
      <PageHeader title={t("tester.title")} description={t("tester.lead")} />
      <RakutenStatusNotice status={status} />
      <dl className="mb-5 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {[
          [t("status.appId"), status.configured ? t("status.set") : t("status.unset")],
          [t("status.affiliateId"), status.affiliate ? t("status.set") : t("status.unset")],
          [t("status.baseUrl"), status.baseUrl],
          [t("status.timeout"), t("status.ms", { ms: status.timeoutMs })],
        ].map(([k, v]) => (
          <div key={k} className="rounded-2xl border border-line bg-white p-3">
            <dt className="text-xs text-sumi-soft">{k}</dt>
            <dd className="mt-0.5 break-all font-medium">{v}</dd>
          </div>
        ))}
      </dl>
      <RakutenTester />
    </>
  );
}

export async function SuggestionsPage({ destination }: { destination?: string }) {
  const t = await getTranslations("admin.suggestions");
  const [status, destinations] = await Promise.all([rakutenStatus(), destinationsWithStays()]);
  return (
    <>
      <PageHeader title={t("title")} description={t("lead")} />
      <RakutenStatusNotice status={status} />
      <SuggestionSearch destinations={destinations} initialDestination={destination} />
    </>
  );
}

export async function AutoSuggestionsPage() {
  const t = await getTranslations("admin.auto");
  const [status, destinations] = await Promise.all([rakutenStatus(), destinationsWithStays()]);
  return (
    <>
      <PageHeader title={t("title")} description={t("lead")} />
      <RakutenStatusNotice status={status} />
      <AutoSuggestions labels={Object.fromEntries(destinations.map((d) => [d.id, d.label]))} />
    </>
  );
}
