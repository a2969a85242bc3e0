"use client";

import dynamic from "next/dynamic";
import type * as React from "react";
import type { DateRangeDialog as Picker } from "./date-range-dialog";
import { useOpenedOnce } from "@/lib/use-opened-once";

type Props = React.ComponentProps<typeof Picker>;

const Loaded = dynamic(() => import("./date-range-dialog").then((m) => m.DateRangeDialog), { ssr: false });

/** Starts loading the calendar's code (react-day-picker, date-fns locales) before it is opened. */
export function preloadDateRangeDialog() {
  void import("./date-range-dialog");
}

/**
 * The date-range picker, whose code loads when it first opens (or when preloaded on the opener's
 * hover and focus); once loaded it stays mounted so it can animate closed.
 */
export function DateRangeDialog(props: Props) {
  return useOpenedOnce(props.open) ? <Loaded {...props} /> : null;
}
