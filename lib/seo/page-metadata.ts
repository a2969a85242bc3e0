import type { Metadata } from "next";
import type { Messages } from "next-intl";
import { getTranslations } from "next-intl/server";
import { pageMetadata, type PageMetadataInput } from "./metadata";

/** A page with its own search description under `seo.pages` in the messages. */
export type SeoPage = keyof Messages["seo"]["pages"];

type LocalizedPageMetadataInput = Omit<PageMetadataInput, "siteName"> & { page?: SeoPage };

/** pageMetadata in the page's language: the site name, and the description of `page` unless one is given. */
export async function localizedPageMetadata({ page, ...input }: LocalizedPageMetadataInput): Promise<Metadata> {
  const t = await getTranslations({ locale: input.lang, namespace: "seo" });
  const description = input.description ?? (page ? t(`pages.${page}.description`) : undefined);
  return pageMetadata({ ...input, description, siteName: t("siteName") });
}
