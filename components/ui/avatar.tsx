"use client";

import * as AvatarPrimitive from "@radix-ui/react-avatar";
import * as React from "react";
import { cn } from "@/lib/utils";

export function Avatar({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Root>) {
  return <AvatarPrimitive.Root className={cn("relative inline-flex size-9 shrink-0 overflow-hidden rounded-full bg-mood-soft", className)} {...props} />;
}

export function AvatarImage({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Image>) {
  return <AvatarPrimitive.Image className={cn("size-full object-cover", className)} {...props} />;
}

export function AvatarFallback({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      className={cn("flex size-full items-center justify-center text-sm font-semibold text-mood-deep", className)}
      {...props}
    />
  );
}

/** One or two letters for an avatar without a picture. */
export function initialsOf(name: string | null | undefined, email: string | null | undefined): string {
  const source = (name || email || "?").trim();
  const words = source.split(/\s+/).filter(Boolean);
  const latin = /^\p{Script=Latin}/u;
  if (words.length >= 2 && latin.test(words[0]) && latin.test(words[1])) return (words[0][0] + words[1][0]).toUpperCase();
  return Array.from(source)[0]?.toUpperCase() ?? "?";
}
