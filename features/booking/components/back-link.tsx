"use client";

import { ChevronLeft } from "lucide-react";
import { useRouter } from "@/i18n/navigation";

/** Back to wherever the traveller came from (the proposal or the hub), else the hub. */
export function BackLink({ label, fallback = "/travel-hub" }: { label: string; fallback?: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      onClick={() => (window.history.length > 1 ? router.back() : router.push(fallback))}
      className="inline-flex min-h-11 items-center gap-1 rounded-full pr-3 text-sm font-medium text-sumi-soft hover:text-sumi"
    >
      <ChevronLeft aria-hidden className="size-4" />
      {label}
    </button>
  );
}
