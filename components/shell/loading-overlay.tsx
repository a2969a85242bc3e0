"use client";

import { useTranslations } from "next-intl";
import * as React from "react";
import { createLoadingCounter, type LoadingCounter } from "@/lib/loading-counter";

const LoadingContext = React.createContext<LoadingCounter | null>(null);

export function LoadingOverlayProvider({ children }: { children: React.ReactNode }) {
  const [counter] = React.useState(createLoadingCounter);
  return (
    <LoadingContext.Provider value={counter}>
      {children}
      <LoadingOverlay counter={counter} />
    </LoadingContext.Provider>
  );
}

/** show() and hide() for the global overlay; calls must be paired. */
export function useLoadingOverlay() {
  const counter = React.useContext(LoadingContext);
  if (!counter) throw new Error("useLoadingOverlay must be used inside LoadingOverlayProvider");
  return React.useMemo(() => ({ show: (m?: string) => counter.show(m), hide: () => counter.hide() }), [counter]);
}

function LoadingOverlay({ counter }: { counter: LoadingCounter }) {
  const t = useTranslations("common");
  const snapshot = React.useSyncExternalStore(
    counter.subscribe,
    () => `${counter.visible}|${counter.message ?? ""}`,
    () => "false|",
  );
  const [visible, message] = snapshot.split("|");
  if (visible !== "true") return null;
  return (
    <div
      data-testid="loading-overlay"
      role="alertdialog"
      aria-busy="true"
      aria-live="assertive"
      className="fixed inset-0 z-[100] flex items-center justify-center bg-sumi/55 backdrop-blur-sm animate-fade-in"
    >
      <div className="flex flex-col items-center gap-4 rounded-3xl bg-white/95 px-10 py-8 shadow-lift">
        <span aria-hidden className="size-10 animate-spin rounded-full border-[3px] border-mood border-t-transparent" />
        <p className="text-sm font-medium">{message || t("loading")}</p>
      </div>
    </div>
  );
}
