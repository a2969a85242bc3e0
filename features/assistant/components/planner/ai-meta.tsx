"use client";

import { Cpu } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { formatNumber } from "@/lib/utils";
import type { AiMeta } from "../../planner-jobs";
import { AiAdminContext } from "../not-configured";

/** Tokens, model and time a result took: for administrators only. */
export function AiMetaLine({ meta }: { meta: AiMeta }) {
  const t = useTranslations("assistant.planner");
  const isAdmin = React.useContext(AiAdminContext);
  if (!isAdmin) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-sumi-soft" data-testid="ai-meta">
      <Cpu aria-hidden className="size-3.5" />
      <span>{t("metaTokens", { tokens: formatNumber(meta.tokens) })}</span>
      <span>{t("metaModel", { model: meta.model })}</span>
      <span>{t("metaTime", { seconds: Math.max(0.1, meta.processingTimeMs / 1000).toFixed(1) })}</span>
    </p>
  );
}
