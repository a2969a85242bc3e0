"use client";

import { usePathname as useNextPathname, useSearchParams as useNextSearchParams } from "next/navigation";

// On App Router pages these are never null; Next types them as nullable because the project also
// has a Pages Router API route (pages/api/proposal.ts). One place says so instead of every caller.
const EMPTY = new URLSearchParams();

export function useSearchParams(): URLSearchParams {
  return (useNextSearchParams() as URLSearchParams | null) ?? EMPTY;
}

export function usePathname(): string {
  return useNextPathname() ?? "/";
}
