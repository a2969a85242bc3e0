import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import type { OutboxStatusName } from "@/features/outbox";

const STYLE: Record<OutboxStatusName, string> = {
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  sent: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  logged: "bg-sky-50 text-sky-800 ring-sky-200",
  failed: "bg-red-50 text-red-800 ring-red-200",
};

export function OutboxStatusBadge({ status }: { status: OutboxStatusName }) {
  const t = useTranslations("admin.outbox.status");
  return (
    <span className={cn("inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset", STYLE[status])} data-testid="outbox-status">
      <span aria-hidden className="size-1.5 rounded-full bg-current opacity-70" />
      {t(status)}
    </span>
  );
}
