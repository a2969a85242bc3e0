"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";

/** What shows if even the fallback's code cannot be fetched (the network dropped with the error). */
function PlainFallback({ onRetry }: { onRetry?: () => void }) {
  const t = useTranslations("errors.page");
  return (
    <main id="main" role="alert" className="mx-auto flex min-h-[70dvh] max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-xl font-semibold">{t("title")}</h1>
      <button type="button" onClick={() => (onRetry ? onRetry() : window.location.reload())} className="min-h-11 rounded-full bg-sumi px-5 text-white">
        {t("retry")}
      </button>
    </main>
  );
}

// The error page's code (icons, the error catalogue) loads only when an error happens: every page
// carries this boundary, few ever show it.
const ErrorFallback = dynamic(
  () => import("@/components/shell/error-fallback").then((m) => m.ErrorFallback).catch(() => PlainFallback),
  { loading: () => <div className="min-h-[70dvh]" aria-busy="true" /> },
);

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorFallback error={error} onRetry={reset} />;
}
