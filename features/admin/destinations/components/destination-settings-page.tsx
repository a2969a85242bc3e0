import { BedDouble, Compass, Pencil, Route, Store } from "lucide-react";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { Link } from "@/i18n/navigation";
import { PageHeader } from "../../components/page-header";
import { consoleText, destinationNames } from "../../shared/console-text";
import { getDestinationSettings, stationOptions } from "../service";
import { CommonsPhotoPicker } from "../../images/components/commons-photo-picker";
import { DestinationSettingsForm } from "./destination-settings-form";

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** /admin/destinations/{id}/settings: publishing, stations and what hangs off the destination. */
export async function DestinationSettingsPage({ id }: { id: string }) {
  const t = await getTranslations("admin.destinations");
  const d = /^[0-9a-f-]{36}$/i.test(id) ? await getDestinationSettings(id) : null;
  if (!d) notFound();
  const stations = await stationOptions();
  const notes = (d.accessNotes ?? {}) as Record<string, unknown>;
  const related = [
    { icon: <BedDouble />, label: t("related.stays"), value: t("related.staysValue", { active: d.activeStays, total: d._count.accommodations }), href: `/admin/accommodations?destination=${d.id}` },
    { icon: <Compass />, label: t("related.hints"), value: String(d._count.hints), href: `/admin/adventure-hints?destination=${d.id}` },
    { icon: <Store />, label: t("related.spots"), value: String(d._count.spots), href: `/admin/local-spots?destination=${d.id}` },
    { icon: <Route />, label: t("related.routes"), value: String(d._count.staticRoutes) },
  ];
  return (
    <>
      <PageHeader
        title={t("settingsTitle", { name: consoleText(destinationNames(d), (await getLocale()) as Locale).text })}
        description={t("settingsLead")}
        back={{ href: "/admin/destinations", label: t("title") }}
        actions={
          <Link href={`/admin/destinations/${d.id}`} className="inline-flex h-11 items-center gap-2 rounded-full border border-line bg-white px-5 text-sm font-medium hover:bg-washi-deep">
            <Pencil aria-hidden className="size-4" />
            {t("edit")}
          </Link>
        }
      />
      <section aria-labelledby="related" className="mb-5">
        <h2 id="related" className="sr-only">
          {t("related.title")}
        </h2>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {related.map((r) => {
            const body = (
              <>
                <span className="flex items-center gap-2 text-sm text-sumi-soft [&_svg]:size-4">
                  {r.icon}
                  {r.label}
                </span>
                <span className="mt-1 block text-2xl font-semibold tabular-nums">{r.value}</span>
              </>
            );
            return (
              <li key={r.label}>
                {r.href ? (
                  <Link href={r.href} className="block rounded-2xl border border-line bg-white p-4 shadow-soft hover:shadow-lift">
                    {body}
                  </Link>
                ) : (
                  <div className="rounded-2xl border border-line bg-white p-4 shadow-soft">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <CommonsPhotoPicker destinationId={d.id} />
      <DestinationSettingsForm
        stations={stations}
        place={{ latitude: d.latitude, longitude: d.longitude }}
        contentGaps={d.gaps}
        initial={{
          id: d.id,
          isFeatured: d.isFeatured,
          status: d.status,
          mainStationId: d.mainStationId ?? "",
          alternativeStationIds: d.alternativeStationIds,
          accessNotes: { ja: str(notes.ja), en: str(notes.en), ko: str(notes.ko), zh: str(notes.zh) },
        }}
      />
    </>
  );
}
