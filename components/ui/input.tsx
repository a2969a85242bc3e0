import * as React from "react";
import { cn } from "@/lib/utils";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "h-11 w-full rounded-xl border border-line bg-white px-3.5 text-[15px] placeholder:text-sumi-faint focus-visible:border-mood focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-mood/25 aria-[invalid=true]:border-red-500 disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "min-h-24 w-full rounded-xl border border-line bg-white px-3.5 py-2.5 text-[15px] placeholder:text-sumi-faint focus-visible:border-mood focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-mood/25 aria-[invalid=true]:border-red-500",
        className,
      )}
      {...props}
    />
  );
}

export function Label({ className, ...props }: React.ComponentProps<"label">) {
  return <label className={cn("text-sm font-medium text-sumi", className)} {...props} />;
}

export function FieldError({ id, children }: { id?: string; children?: React.ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-600">
      {children}
    </p>
  );
}
