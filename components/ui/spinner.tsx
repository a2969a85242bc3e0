import * as React from "react";
import { cn } from "@/lib/utils";

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center gap-3", className)}>
      <span aria-hidden className="size-6 animate-spin rounded-full border-2 border-current border-t-transparent opacity-80" />
      {label ? <span>{label}</span> : null}
    </span>
  );
}
