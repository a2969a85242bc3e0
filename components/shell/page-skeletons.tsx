import { useTranslations } from "next-intl";
import type * as React from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

// What a page looks like while its data is on the way (each route's loading.tsx): the page's
// own frame — the same widths, paddings and blocks — in grey, so nothing jumps when the real
// page replaces it. Screen readers hear 'ページを読み込んでいます...' once.
//
// Only routes that never answer with another status get one: a loading.tsx starts the answer
// (200) before the page runs, so a page that answers 404, 401 or a redirect — a destination, a
// stay, the booking form, the catch-all — would lose that status (and search engines with it).

function Busy({ className, children }: { className?: string; children: React.ReactNode }) {
  const t = useTranslations("common");
  return (
    <div role="status" aria-busy="true" data-testid="page-skeleton" className={className}>
      <span className="sr-only">{t("pageLoading")}</span>
      {children}
    </div>
  );
}

function Lines({ count, className }: { count: number; className?: string }) {
  return (
    <div className={cn("space-y-2.5", className)}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={cn("h-4 rounded-md", i === count - 1 ? "w-2/3" : "w-full")} />
      ))}
    </div>
  );
}

/** An account page: the section menu beside the title and a list. */
export function AccountSkeleton() {
  return (
    <Busy className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] content-start gap-6 px-4 pb-16 pt-20 sm:px-6 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-10 md:pt-24">
      <div className="flex gap-2 overflow-hidden md:flex-col">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-10 w-28 shrink-0 rounded-xl md:w-full" />
        ))}
      </div>
      <div className="min-w-0">
        <Skeleton className="h-8 w-48 rounded-lg" />
        <Skeleton className="mt-2 h-4 w-72 max-w-full rounded-md" />
        <div className="mt-6 space-y-4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-36 rounded-3xl sm:h-28" />
          ))}
        </div>
      </div>
    </Busy>
  );
}

/** A page of text (help, terms, privacy): title, date, paragraphs. */
export function ArticleSkeleton() {
  return (
    <Busy className="mx-auto w-full max-w-3xl flex-1 px-5 pb-16 pt-24 sm:px-6">
      <Skeleton className="h-8 w-64 rounded-lg sm:h-9" />
      <Skeleton className="mt-3 h-4 w-32 rounded-md" />
      <Lines count={4} className="mt-6" />
      <Skeleton className="mt-10 h-6 w-48 rounded-md" />
      <Lines count={5} className="mt-4" />
    </Busy>
  );
}
