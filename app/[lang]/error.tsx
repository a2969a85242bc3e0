"use client";

import { ErrorFallback } from "@/components/shell/error-fallback";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorFallback error={error} onRetry={reset} />;
}
