"use client";

import { SessionProvider } from "next-auth/react";
import { LoadingOverlayProvider } from "./loading-overlay";
import { LazyToaster } from "./lazy-toaster";

export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <SessionProvider>
      <LoadingOverlayProvider>
        {children}
        <LazyToaster />
      </LoadingOverlayProvider>
    </SessionProvider>
  );
}
