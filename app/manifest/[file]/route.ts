import { notFound } from "next/navigation";
import { manifestResponse, webManifest } from "@/features/offline/server";
import { isLocale, locales } from "@/i18n/routing";

// /manifest/{ja,en,ko,zh}.webmanifest: each page links the one of its language.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ file: `${locale}.webmanifest` }));
}

export async function GET(_request: Request, { params }: RouteContext<"/manifest/[file]">) {
  const locale = (await params).file.replace(/\.webmanifest$/, "");
  if (!isLocale(locale)) notFound();
  return manifestResponse(await webManifest(locale));
}
