import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { getFormatter, getTranslations } from "next-intl/server";
import { Pill, SEVERITY_STYLE } from "../../components/badges";
import { FactList, PageHeader, Section } from "../../components/page-header";
import { getErrorLog } from "../service";
import { ResolveButton } from "./resolve-button";

const pre = "max-h-[28rem] overflow-auto whitespace-pre-wrap break-words rounded-lg bg-washi p-3 font-mono text-xs leading-relaxed";

/** /admin/errors/{id}: one record with its context, causes and stack. */
export async function ErrorDetailPage({ id }: { id: string }) {
  const log = /^[0-9a-f-]{36}$/i.test(id) ? await getErrorLog(id) : null;
  if (!log) notFound();
  const t = await getTranslations("admin.errorLog");
  const ts = await getTranslations("errors.page.severity");
  const format = await getFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "medium" });
  const facts: [string, ReactNode][] = [
    [t("level"), <Pill key="l" className={SEVERITY_STYLE[log.severity]}>{ts(log.severity)}</Pill>],
    [t("state"), log.resolvedAt ? t("resolvedBy", { when: when(log.resolvedAt), who: log.resolvedBy ?? "—" }) : t("states.open")],
    [t("source"), t(`sources.${log.source}`)],
    [t("time"), when(log.timestamp)],
    [t("code"), log.code ?? "—"],
    [t("errorClass"), log.errorClass ?? "—"],
    [t("url"), log.url ?? "—"],
    [t("requestId"), log.requestId ?? "—"],
    [t("userAgent"), log.userAgent ?? "—"],
  ];
  return (
    <>
      <PageHeader
        title={<span className="break-words">{log.message}</span>}
        back={{ href: "/admin/errors", label: t("title") }}
        actions={<ResolveButton id={log.id} resolved={log.resolvedAt !== null} />}
      />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-5">
          {log.causes.length ? (
            <Section title={t("causes")}>
              <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm">
                {log.causes.map((c, i) => (
                  <li key={i} className="break-words">
                    <span className="font-mono text-xs">{[c.name, c.code].filter(Boolean).join(" · ")}</span> {c.message}
                  </li>
                ))}
              </ol>
            </Section>
          ) : null}
          <Section title={t("context")}>
            <pre className={pre} data-testid="error-log-context">
              {JSON.stringify(log.context, null, 2)}
            </pre>
          </Section>
          <Section title={t("stack")}>
            {log.stack ? (
              <pre className={pre} data-testid="error-log-stack">
                {log.stack}
              </pre>
            ) : (
              <p className="text-sm text-sumi-soft">{t("noStack")}</p>
            )}
          </Section>
        </div>
        <Section title={t("details")}>
          <FactList facts={facts} />
        </Section>
      </div>
    </>
  );
}
