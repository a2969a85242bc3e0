import { ChevronRight } from "lucide-react";
import { Link } from "@/i18n/navigation";

export interface Crumb {
  name: string;
  /** A path of ours without the language prefix; the last crumb (this page) has none. */
  href?: string;
}

/** Where this page sits, as links; the current page is the last item, not a link. */
export function Breadcrumbs({ items, label, className }: { items: Crumb[]; label: string; className?: string }) {
  return (
    <nav aria-label={label} className={className}>
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {items.map((c, i) => (
          <li key={`${i}-${c.name}`} className="inline-flex items-center gap-1">
            {i > 0 && <ChevronRight aria-hidden className="size-3.5 opacity-70" />}
            {c.href ? (
              <Link href={c.href} className="inline-flex min-h-11 items-center underline-offset-4 hover:underline">
                {c.name}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium">
                {c.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
