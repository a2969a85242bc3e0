"use client";

import dynamic from "next/dynamic";
import type { SignInDialogProps } from "./sign-in-dialog";
import { useOpenedOnce } from "@/lib/use-opened-once";

const Dialog = dynamic(() => import("./sign-in-dialog").then((m) => m.SignInDialog), { ssr: false });

/** Starts loading the dialog's code (on hover or focus of what opens it). */
export function preloadSignInDialog() {
  void import("./sign-in-dialog");
}

/**
 * The sign-in dialog, whose code loads the first time it opens (most visitors never open it);
 * once loaded it stays mounted so it can animate closed.
 */
export function SignInDialog(props: SignInDialogProps) {
  return useOpenedOnce(props.open) ? <Dialog {...props} /> : null;
}
