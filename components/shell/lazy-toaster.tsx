"use client";

import dynamic from "next/dynamic";
import * as React from "react";
import { TOAST_WANTED_EVENT, toastWanted } from "@/lib/toast";

const Toaster = dynamic(() => import("./toaster").then((m) => m.Toaster), { ssr: false });

/** Mounts the toaster (and loads sonner) when the page first asks for a toast. */
export function LazyToaster() {
  const [wanted, setWanted] = React.useState(false);
  React.useEffect(() => {
    const want = () => setWanted(true);
    if (toastWanted()) want();
    window.addEventListener(TOAST_WANTED_EVENT, want, { once: true });
    return () => window.removeEventListener(TOAST_WANTED_EVENT, want);
  }, []);
  return wanted ? <Toaster /> : null;
}
