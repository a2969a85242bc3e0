"use client";

import { useTranslations } from "next-intl";
import * as React from "react";
import { checkHeroImageAction } from "../actions";
import { HERO_MIN } from "../hero-size";

const PAUSE_MS = 400;

/**
 * Checks a hero image's size as soon as it is picked or typed (after a short pause), so a too
 * small one is named by the field before anyone saves; the server checks again on save.
 */
export function useHeroSizeCheck(url: string | null | undefined, initial: string | null | undefined) {
  const t = useTranslations("admin.errors");
  const [message, setMessage] = React.useState<string | undefined>();
  React.useEffect(() => {
    // The image the form opened with was accepted before; only a new choice is checked.
    if (!url || url === initial) return;
    let live = true;
    const timer = setTimeout(() => {
      checkHeroImageAction({ url })
        .then((r) => {
          if (!live) return;
          if (r.ok && r.data.tooSmall) setMessage(t("heroTooSmall", { width: r.data.width ?? 0, height: r.data.height ?? 0, minWidth: HERO_MIN.width, minHeight: HERO_MIN.height }));
        })
        .catch(() => undefined);
    }, PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      setMessage(undefined);
    };
  }, [url, initial, t]);
  return message;
}
