"use client";

// First, before any page module builds a zod schema: zod decides at construction whether to
// compile with eval (forbidden by the CSP). Only zod's tiny core config module is loaded here.
import "@/lib/zod-browser";
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
