"use client";

import { AlertTriangle, Home, Info, OctagonAlert, RefreshCw, RotateCcw, ShieldAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { deriveSeverity, isRecoverable, translateError, userMessageOf, type Severity } from "@/lib/errors";
import { cn } from "@/lib/utils";
import { reportClientError } from "./report-error";

export const CRITICAL_RELOAD_MS = 5000;

const TONE: Record<Severity, { ring: string; icon: string; Icon: typeof Info }> = {
  info: { ring: "border-blue-200 bg-blue-50", icon: "text-blue-600", Icon: Info },
  warning: { ring: "border-orange-200 bg-orange-50", icon: "text-orange-600", Icon: AlertTriangle },
  error: { ring: "border-red-200 bg-red-50", icon: "text-red-600", Icon: OctagonAlert },
  critical: { ring: "border-purple-200 bg-purple-50", icon: "text-purple-700", Icon: ShieldAlert },
};

export interface ErrorFallbackProps {
  error: Error & { digest?: string; severity?: Severity; recoverable?: boolean };
  severity?: Severity;
  retryable?: boolean;
  onRetry?: () => void;
  componentStack?: string;
}

/** The error fallback page (docs/product-rules.md#error-handling). */
export function ErrorFallback({ error, severity: explicitSeverity, retryable, onRetry, componentStack }: ErrorFallbackProps) {
  const t = useTranslations("errors");
  const severity = explicitSeverity ?? error.severity ?? deriveSeverity(error.message);
  const canRetry = Boolean(onRetry) && (retryable ?? error.recoverable ?? isRecoverable(severity));
  const autoReload = severity === "critical" && !canRetry;
  const tone = TONE[severity];

  React.useEffect(() => {
    if (severity !== "critical") return;
    reportClientError({
      message: error.message,
      stack: error.stack,
      severity: "critical",
      context: { componentStack, digest: error.digest },
    });
  }, [error, severity, componentStack]);

  React.useEffect(() => {
    if (!autoReload) return;
    // One automatic reload per address, so a page that fails every time does not loop.
    const key = `auto-reload:${window.location.pathname}${window.location.search}`;
    if (sessionStorage.getItem(key)) return;
    const timer = window.setTimeout(() => {
      sessionStorage.setItem(key, "1");
      window.location.reload();
    }, CRITICAL_RELOAD_MS);
    return () => window.clearTimeout(timer);
  }, [autoReload]);

  return (
    <div className="flex min-h-[70dvh] items-center justify-center px-5 py-16">
      <div role="alert" data-severity={severity} className={cn("w-full max-w-md rounded-3xl border p-7 shadow-soft", tone.ring)}>
        <tone.Icon aria-hidden className={cn("mb-4 size-9", tone.icon)} />
        <p className={cn("mb-1 text-xs font-semibold uppercase tracking-wider", tone.icon)}>{t(`page.severity.${severity}`)}</p>
        <h1 className="text-xl font-semibold">{severity === "critical" ? t("page.criticalTitle") : t("page.title")}</h1>
        <p className="mt-2 text-sumi-soft">{translateError(userMessageOf(error), t)}</p>
        {autoReload ? <p className="mt-3 text-sm text-purple-800">{t("page.autoReload")}</p> : null}
        <div className="mt-6 flex flex-wrap gap-2">
          {canRetry ? (
            <Button onClick={onRetry} variant="default">
              <RotateCcw /> {t("page.retry")}
            </Button>
          ) : null}
          <Button onClick={() => window.location.reload()} variant="outline">
            <RefreshCw /> {t("page.reload")}
          </Button>
          <Button asChild variant="ghost">
            <Link href="/">
              <Home /> {t("page.home")}
            </Link>
          </Button>
        </div>
        <p className="mt-6 border-t border-black/5 pt-4 text-xs text-sumi-soft">{t("page.footer")}</p>
      </div>
    </div>
  );
}

/** The generic render-error panel: 'Something went wrong.' with the message (and the stack in development). */
export function RenderErrorPanel({ error }: { error: Error }) {
  const t = useTranslations("errors.renderPanel");
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">{t("title")}</p>
      <p className="mt-1">{error.message}</p>
      {process.env.NODE_ENV !== "production" && error.stack ? <pre className="mt-2 max-h-48 overflow-auto whitespace-pre-wrap text-xs opacity-80">{error.stack}</pre> : null}
    </div>
  );
}

/** A boundary for a part of a page; the part is replaced by the panel when it fails to render. */
export class RenderErrorBoundary extends React.Component<{ children: React.ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  componentDidCatch(error: Error, info: React.ErrorInfo) {
    reportClientError({ message: error.message, stack: error.stack, severity: "error", context: { componentStack: info.componentStack } });
  }
  render() {
    return this.state.error ? <RenderErrorPanel error={this.state.error} /> : this.props.children;
  }
}
