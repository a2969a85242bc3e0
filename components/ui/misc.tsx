import * as React from "react";
import { cn } from "@/lib/utils";

export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("rounded-[var(--radius-card)] border border-line bg-white shadow-soft", className)} {...props} />;
}

export function Badge({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      className={cn("inline-flex items-center gap-1 rounded-full bg-mood-soft px-2.5 py-0.5 text-xs font-medium text-mood-deep [&_svg]:size-3.5", className)}
      {...props}
    />
  );
}

export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div aria-hidden className={cn("animate-pulse rounded-xl bg-washi-deep", className)} {...props} />;
}

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center gap-3", className)}>
      <span aria-hidden className="size-6 animate-spin rounded-full border-2 border-current border-t-transparent opacity-80" />
      {label ? <span>{label}</span> : null}
    </span>
  );
}

export function EmptyState({ icon, title, children, className }: { icon?: React.ReactNode; title: string; children?: React.ReactNode; className?: string }) {
  return (
    <div className={cn("flex flex-col items-center gap-2 rounded-[var(--radius-card)] border border-dashed border-line px-6 py-10 text-center text-sumi-soft", className)}>
      {icon ? <div className="mb-1 text-sumi-soft/70 [&_svg]:size-8">{icon}</div> : null}
      <p className="font-medium text-sumi">{title}</p>
      {children}
    </div>
  );
}
