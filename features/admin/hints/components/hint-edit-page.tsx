import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { DeleteButton } from "../../components/delete-button";
import { LocalizedText } from "../../components/localized-text";
import { consoleText, destinationNames } from "../../shared/console-text";
import { PageHeader } from "../../components/page-header";
import { destinationOptions } from "../../destinations/service";
import { bundledImages } from "../../images/bundled";
import { deleteHintAction } from "../actions";
import { getHintForForm } from "../service";
import { newHint } from "./form-values";
import { HintForm } from "./hint-form";

/** /admin/adventure-hints/new (?destination= preselects one) and /admin/adventure-hints/edit/{id}. */
export async function HintEditPage({ id, destination }: { id?: string; destination?: string }) {
  const t = await getTranslations("admin.hints");
  const locale = (await getLocale()) as Locale;
  const destinations = (await destinationOptions()).map((d) => ({ id: d.id, label: consoleText(destinationNames(d), locale).text }));
  const bundled = bundledImages();
  if (!id) {
    const preset = destinations.some((d) => d.id === destination) ? destination : "";
    return (
      <>
        <PageHeader title={t("newTitle")} description={t("newLead")} back={{ href: "/admin/adventure-hints", label: t("title") }} />
        <HintForm initial={newHint(preset)} destinations={destinations} bundled={bundled} />
      </>
    );
  }
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await getHintForForm(id) : null;
  if (!row) notFound();
  return (
    <>
      <PageHeader
        title={<LocalizedText texts={row.fields.title} />}
        description={t("editLead")}
        back={{ href: `/admin/adventure-hints?destination=${row.fields.destinationId}`, label: t("title") }}
        actions={<DeleteButton name={consoleText(row.fields.title, locale).text} action={deleteHintAction.bind(null, { id: row.id })} redirectTo={`/admin/adventure-hints?destination=${row.fields.destinationId}`} />}
      />
      <HintForm id={row.id} initial={{ ...row.fields, heroImageUrl: row.fields.heroImageUrl ?? "" }} destinations={destinations} bundled={bundled} />
    </>
  );
}
