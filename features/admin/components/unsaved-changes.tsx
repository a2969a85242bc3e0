"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import * as React from "react";
import { ConfirmDialog } from "./confirm-dialog";

// Edits are not lost without a word. While any form of the console has unsaved changes, a click on
// a link inside the app (sidebar, menu, breadcrumbs, back links, a list's rows) asks first, and
// closing or reloading the tab gets the browser's own warning. Links are caught on the document,
// before React and next/link see the click: a prevented click is one next/link does not follow.

type Register = (id: string, dirty: boolean) => void;
const UnsavedContext = React.createContext<Register | null>(null);

/** A navigation this click would make inside the app, or null (new tab, download, same page, another site). */
export function inAppTarget(event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented">, anchor: HTMLAnchorElement | null, here: URL): string | null {
  if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download") || !anchor.getAttribute("href")) return null;
  const url = new URL(anchor.href, here);
  if (url.origin !== here.origin) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return url.pathname + url.search + url.hash;
}

export function UnsavedChangesProvider({ children }: { children: React.ReactNode }) {
  const t = useTranslations("admin.unsaved");
  const router = useRouter();
  const [dirty, setDirty] = React.useState<ReadonlySet<string>>(new Set());
  const [leavingTo, setLeavingTo] = React.useState<string | null>(null);

  const register = React.useCallback<Register>((id, isDirty) => {
    setDirty((current) => {
      if (current.has(id) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const guarding = dirty.size > 0;
  React.useEffect(() => {
    if (!guarding) return;
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.("a") ?? null;
      const target = inAppTarget(event, anchor, new URL(window.location.href));
      if (!target) return;
      event.preventDefault();
      setLeavingTo(target);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener("click", onClick, true);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [guarding]);

  const leave = () => {
    const target = leavingTo;
    setLeavingTo(null);
    // The page being left takes its edits with it: nothing is guarded any more.
    setDirty(new Set());
    if (target) router.push(target);
  };

  return (
    <UnsavedContext.Provider value={register}>
      {children}
      <ConfirmDialog
        open={leavingTo !== null}
        onOpenChange={(open) => !open && setLeavingTo(null)}
        title={t("title")}
        description={<p>{t("body")}</p>}
        confirmLabel={t("leave")}
        dismissLabel={t("stay")}
        onConfirm={leave}
      />
    </UnsavedContext.Provider>
  );
}

/**
 * Tells the console whether this form has unsaved changes. Outside the console (a test, say) it
 * still warns before the tab is closed.
 */
export function useUnsavedChanges(isDirty: boolean) {
  const register = React.useContext(UnsavedContext);
  const id = React.useId();
  React.useEffect(() => {
    if (!register) return;
    register(id, isDirty);
    return () => register(id, false);
  }, [register, id, isDirty]);
  React.useEffect(() => {
    if (register || !isDirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [register, isDirty]);
}
