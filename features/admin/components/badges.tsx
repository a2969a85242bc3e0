import { Star } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import type { Status } from "../shared/enums";

const STATUS_STYLE: Record<Status, string> = {
  active: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  draft: "bg-amber-50 text-amber-800 ring-amber-200",
  inactive: "bg-stone-100 text-stone-600 ring-stone-200",
};

export function StatusBadge({ status, className }: { status: Status; className?: string }) {
  const t = useTranslations("admin.status");
  return (
    <span className={cn("inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset", STATUS_STYLE[status], className)}>
      <span aria-hidden className="size-1.5 rounded-full bg-current opacity-70" />
      {t(status)}
    </span>
  );
}

export function FeaturedBadge({ className }: { className?: string }) {
  const t = useTranslations("admin.common");
  return (
    <span className={cn("inline-flex items-center gap-1 rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-medium text-brand-deep", className)}>
      <Star aria-hidden className="size-3.5 fill-current" />
      {t("featured")}
    </span>
  );
}

/** Severity colours of the error catalogue: info blue, warning orange, error red, critical purple. */
export const SEVERITY_STYLE = {
  info: "bg-blue-50 text-blue-800 ring-blue-200",
  warning: "bg-orange-50 text-orange-800 ring-orange-200",
  error: "bg-red-50 text-red-800 ring-red-200",
  critical: "bg-purple-50 text-purple-800 ring-purple-200",
} as const;

export const BOOKING_STYLE = {
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  confirmed: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  cancelled: "bg-stone-100 text-stone-600 ring-stone-200",
} as const;

export function Pill({ className, children }: { className: string; children: React.ReactNode }) {
  return <span className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset", className)}>{children}</span>;
}
