import { ChevronLeft } from "lucide-react";
import * as React from "react";
import { Link } from "@/i18n/navigation";

/** Title of a console page, with an optional way back and actions on the right. */
export function PageHeader({
  title,
  description,
  back,
  actions,
}: {
  title: React.ReactNode;
  description?: React.ReactNode;
  back?: { href: string; label: string };
  actions?: React.ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {back ? (
          <Link href={back.href} className="mb-2 inline-flex min-h-9 items-center gap-1 rounded-full pr-2 text-sm text-sumi-soft hover:text-sumi">
            <ChevronLeft aria-hidden className="size-4" />
            {back.label}
          </Link>
        ) : null}
        <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-[28px]">{title}</h1>
        {description ? <p className="mt-1.5 max-w-2xl text-sm text-sumi-soft">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}

/** A titled block of a form or a page. */
export function Section({ title, description, children, actions, className }: { title: React.ReactNode; description?: React.ReactNode; children: React.ReactNode; actions?: React.ReactNode; className?: string }) {
  return (
    <section className={`rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-soft sm:p-6 ${className ?? ""}`}>
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-base font-semibold">{title}</h2>
          {description ? <p className="mt-1 text-sm text-sumi-soft">{description}</p> : null}
        </div>
        {actions}
      </div>
      <div className="flex flex-col gap-5">{children}</div>
    </section>
  );
}

/** A detail page's side list of labelled facts (an e-mail's, an error's). */
export function FactList({ facts }: { facts: [string, React.ReactNode][] }) {
  return (
    <dl className="grid gap-3 text-sm">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-sumi-soft">{label}</dt>
          <dd className="mt-0.5 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
