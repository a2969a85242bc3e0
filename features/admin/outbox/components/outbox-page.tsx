import { Inbox, Mail } from "lucide-react";
import { getFormatter, getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { Link } from "@/i18n/navigation";
import { FilterBar } from "../../components/filter-bar";
import { PageHeader } from "../../components/page-header";
import { Pagination } from "../../components/pagination";
import { queryOf } from "../../shared/search-params";
import { OUTBOX_STATUSES, outboxListQuerySchema } from "../schemas";
import { listOutbox } from "../service";
import { OutboxStatusBadge } from "./outbox-status";

/** /admin/outbox: every e-mail the app wrote, newest first, filtered by status. */
export async function OutboxPage({ searchParams }: { searchParams: Record<string, string> }) {
  const query = outboxListQuerySchema.parse(searchParams);
  const page = await listOutbox(query);
  const t = await getTranslations("admin.outbox");
  const format = await getFormatter();
  return (
    <>
      <PageHeader title={t("title")} description={t("lead")} />
      <FilterBar searchLabel={t("search")} selects={[{ name: "status", label: t("statusLabel"), options: OUTBOX_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })) }]} />
      {page.items.length ? (
        <ul className="flex flex-col gap-2">
          {page.items.map((m) => (
            <li key={m.id} data-testid="outbox-row">
              <Link href={`/admin/outbox/${m.id}`} className="flex flex-col gap-1.5 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-soft hover:bg-washi sm:flex-row sm:items-center sm:gap-4">
                <OutboxStatusBadge status={m.status} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{m.subject}</span>
                  <span className="mt-0.5 flex flex-wrap items-center gap-x-3 text-sm text-sumi-soft">
                    <span className="inline-flex items-center gap-1">
                      <Mail aria-hidden className="size-3.5" />
                      {m.recipient}
                    </span>
                    <span>{t(`kind.${m.kind}`)}</span>
                    <span>{t("attempts", { count: m.attempts })}</span>
                  </span>
                </span>
                <time dateTime={m.createdAt} className="shrink-0 text-sm tabular-nums text-sumi-soft">
                  {format.dateTime(new Date(m.createdAt), { dateStyle: "medium", timeStyle: "short" })}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={<Inbox />} title={t("empty")}>
          <p className="text-sm">{t("emptyHint")}</p>
        </EmptyState>
      )}
      <Pagination page={page.page} pageCount={page.pageCount} total={page.total} pathname="/admin/outbox" query={queryOf(query)} />
    </>
  );
}
