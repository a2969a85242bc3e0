import { useTranslations } from "next-intl";

/** The page-loading fallback: a spinner with 'ページを読み込んでいます...'. */
export function PageLoading() {
  const t = useTranslations("common");
  return (
    <div className="flex min-h-[60dvh] items-center justify-center px-6" aria-busy="true">
      <span role="status" className="flex flex-col items-center gap-4 text-sumi-soft">
        <span aria-hidden className="size-10 animate-spin rounded-full border-[3px] border-mood border-t-transparent" />
        <span className="text-sm">{t("pageLoading")}</span>
      </span>
    </div>
  );
}
