import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { pickLocalized } from "@/lib/i18n-content";
import { DeleteButton } from "../../components/delete-button";
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
  const locale = await getLocale();
  const destinations = (await destinationOptions()).map((d) => ({ id: d.id, label: pickLocalized(d, "name", locale) }));
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
        title={row.fields.title.ja}
        description={t("editLead")}
        back={{ href: `/admin/adventure-hints?destination=${row.fields.destinationId}`, label: t("title") }}
        actions={<DeleteButton name={row.fields.title.ja} action={deleteHintAction.bind(null, { id: row.id })} redirectTo={`/admin/adventure-hints?destination=${row.fields.destinationId}`} />}
      />
      <HintForm id={row.id} initial={{ ...row.fields, heroImageUrl: row.fields.heroImageUrl ?? "" }} destinations={destinations} bundled={bundled} />
    </>
  );
}
