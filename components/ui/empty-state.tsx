import * as React from "react";
import { cn } from "@/lib/utils";

export function EmptyState({ icon, title, children, className }: { icon?: React.ReactNode; title: string; children?: React.ReactNode; className?: string }) {
  return (
    <div className={cn("flex flex-col items-center gap-2 rounded-[var(--radius-card)] border border-dashed border-line px-6 py-10 text-center text-sumi-soft", className)}>
      {icon ? <div className="mb-1 text-sumi-soft/70 [&_svg]:size-8">{icon}</div> : null}
      <p className="font-medium text-sumi">{title}</p>
      {children}
    </div>
  );
}
