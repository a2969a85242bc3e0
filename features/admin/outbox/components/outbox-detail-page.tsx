import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { getFormatter, getTranslations } from "next-intl/server";
import { OUTBOX_MAX_ATTEMPTS } from "@/features/outbox";
import { FactList, PageHeader, Section } from "../../components/page-header";
import { getOutboxEmail } from "../service";
import { OutboxStatusBadge } from "./outbox-status";
import { RetryButton } from "./retry-button";

/** /admin/outbox/{id}: one e-mail as it was written, and what became of it. */
export async function OutboxDetailPage({ id }: { id: string }) {
  const mail = /^[0-9a-f-]{36}$/i.test(id) ? await getOutboxEmail(id) : null;
  if (!mail) notFound();
  const t = await getTranslations("admin.outbox");
  const format = await getFormatter();
  const when = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "medium" }) : "—");
  const facts: [string, ReactNode][] = [
    [t("statusLabel"), <OutboxStatusBadge key="s" status={mail.status} />],
    [t("recipient"), mail.recipient],
    [t("kindLabel"), t(`kind.${mail.kind}`)],
    [t("language"), mail.language],
    [t("attemptsLabel"), t("attemptsOf", { count: mail.attempts, max: OUTBOX_MAX_ATTEMPTS })],
    [t("createdAt"), when(mail.createdAt)],
    [mail.status === "pending" ? t("nextAttemptAt") : t("sentAt"), mail.status === "pending" ? when(mail.nextAttemptAt) : when(mail.sentAt)],
  ];
  return (
    <>
      <PageHeader title={mail.subject} back={{ href: "/admin/outbox", label: t("title") }} actions={mail.status === "failed" ? <RetryButton id={mail.id} /> : null} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-5">
          {mail.lastError ? (
            <Section title={t("lastError")}>
              <pre className="whitespace-pre-wrap break-words rounded-lg bg-red-50 p-3 font-mono text-sm text-red-900" data-testid="outbox-last-error">
                {mail.lastError}
              </pre>
            </Section>
          ) : null}
          <Section title={t("body")}>
            <pre className="whitespace-pre-wrap break-words font-sans text-[15px] leading-relaxed" data-testid="outbox-body">
              {mail.body}
            </pre>
          </Section>
        </div>
        <Section title={t("details")}>
          <FactList facts={facts} />
        </Section>
      </div>
    </>
  );
}
