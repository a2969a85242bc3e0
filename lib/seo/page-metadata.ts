import type { Metadata } from "next";
import type { Messages } from "next-intl";
import { getTranslations } from "next-intl/server";
import { fitDescription, fitTitle } from "./fit-text";
import { pageMetadata, type PageMetadataInput } from "./metadata";

/** A page with its own search description under `seo.pages` in the messages. */
export type SeoPage = keyof Messages["seo"]["pages"];

type LocalizedPageMetadataInput = Omit<PageMetadataInput, "siteName" | "title"> & {
  page?: SeoPage;
  /** One title, or wordings from longest to shortest: the first that fits a result line is used. */
  title?: PageMetadataInput["title"] | string[];
};

/**
 * pageMetadata in the page's language: the site name, the description of `page` unless one is
 * given, the title and description fitted to a result line (lib/seo/fit-text.ts).
 */
export async function localizedPageMetadata({ page, title, ...input }: LocalizedPageMetadataInput): Promise<Metadata> {
  const t = await getTranslations({ locale: input.lang, namespace: "seo" });
  const description = input.description ?? (page ? t(`pages.${page}.description`) : undefined);
  const fitted = typeof title === "string" || Array.isArray(title) ? fitTitle(input.lang, [title].flat(), t("titleTemplate")) : title;
  return pageMetadata({ ...input, title: fitted, description: description && fitDescription(input.lang, [description]), siteName: t("siteName") });
}
