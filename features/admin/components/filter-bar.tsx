"use client";

import { SlidersHorizontal, Search, X } from "lucide-react";
import { useSearchParams } from "@/lib/use-search-params";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Input } from "@/components/ui/input";
import { usePathname, useRouter } from "@/i18n/navigation";
import { cn } from "@/lib/utils";
import { NativeSelect } from "./fields";

export interface FilterSelect {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  /** The choice for "no filter" (default "<label>: all"). */
  emptyLabel?: string;
}

/**
 * Search and filters of a list, kept in the address (?q=&status=…) so a filtered list can be
 * shared and survives a reload. Changing a filter goes back to page 1.
 */
export function FilterBar({ searchLabel, selects = [] }: { searchLabel?: string; selects?: FilterSelect[] }) {
  const t = useTranslations("admin.common");
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const [pending, startTransition] = React.useTransition();
  const [q, setQ] = React.useState(params.get("q") ?? "");
  // On phones the selects fold away behind a button; a filter in use keeps them open.
  const [open, setOpen] = React.useState(() => selects.some((s) => params.get(s.name)));

  const apply = React.useCallback(
    (changes: Record<string, string>) => {
      const next = new URLSearchParams(params.toString());
      // The search as typed: a filter chosen before the pause is over must not drop it.
      if (searchLabel && !("q" in changes)) changes = { q: q.trim(), ...changes };
      for (const [k, v] of Object.entries(changes)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      next.delete("page");
      startTransition(() => router.replace({ pathname, query: Object.fromEntries(next) }, { scroll: false }));
    },
    [params, pathname, router, searchLabel, q],
  );

  // Search as you type, after a short pause.
  React.useEffect(() => {
    if ((params.get("q") ?? "") === q) return;
    const timer = setTimeout(() => apply({ q: q.trim() }), 350);
    return () => clearTimeout(timer);
  }, [q, params, apply]);

  const filtersId = React.useId();
  const active = selects.some((s) => params.get(s.name)) || Boolean(params.get("q"));
  return (
    <div role="search" aria-busy={pending} className="mb-5 flex flex-col gap-2.5 rounded-[var(--radius-card)] border border-line bg-white/70 p-3 sm:flex-row sm:flex-wrap sm:items-center">
      <div className="flex gap-2 sm:contents">
        {searchLabel ? (
          <div className="relative flex-1 sm:min-w-64">
            <Search aria-hidden className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-sumi-soft" />
            <Input type="search" aria-label={searchLabel} placeholder={searchLabel} className="pl-10" value={q} onChange={(e) => setQ(e.target.value)} />
          </div>
        ) : null}
        {selects.length ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={filtersId}
            onClick={() => setOpen((o) => !o)}
            className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-xl border border-line bg-white px-3.5 text-sm font-medium sm:hidden"
          >
            <SlidersHorizontal aria-hidden className="size-4" />
            {t("filters")}
          </button>
        ) : null}
      </div>
      <div id={filtersId} className={cn("flex-col gap-2.5 sm:contents", open ? "flex" : "hidden")}>
      {selects.map((s) => (
        <NativeSelect key={s.name} aria-label={s.label} className="sm:w-auto sm:min-w-48" value={params.get(s.name) ?? ""} onChange={(e) => apply({ [s.name]: e.target.value })}>
          <option value="">{s.emptyLabel ?? `${s.label}: ${t("all")}`}</option>
          {s.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      ))}
      </div>
      {active ? (
        <button
          type="button"
          className="inline-flex h-11 items-center justify-center gap-1.5 rounded-full px-4 text-sm text-sumi-soft hover:bg-sumi/5 hover:text-sumi"
          onClick={() => {
            setQ("");
            apply(Object.fromEntries([["q", ""], ...selects.map((s) => [s.name, ""])]));
          }}
        >
          <X aria-hidden className="size-4" />
          {t("resetFilters")}
        </button>
      ) : null}
      {pending ? <span className="sr-only" role="status">{t("loading")}</span> : null}
    </div>
  );
}
