"use client";

import "@/lib/zod-browser";
import { SessionProvider } from "next-auth/react";
import { LoadingOverlayProvider } from "./loading-overlay";
import { Toaster } from "./toaster";

export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <SessionProvider>
      <LoadingOverlayProvider>
        {children}
        <Toaster />
      </LoadingOverlayProvider>
    </SessionProvider>
  );
}
