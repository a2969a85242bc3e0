import { getTranslations } from "next-intl/server";
import { PageHeader } from "../../components/page-header";
import { Pagination } from "../../components/pagination";
import { pageNumber } from "../../shared/pagination";
import { listImages } from "../service";
import { ImageLibrary } from "./image-library";

export async function ImagesPage({ searchParams }: { searchParams: Record<string, string> }) {
  const t = await getTranslations("admin.images");
  const page = await listImages(pageNumber(searchParams.page));
  return (
    <>
      <PageHeader title={t("title")} description={t("lead")} />
      <ImageLibrary images={page.items} />
      <Pagination page={page.page} pageCount={page.pageCount} total={page.total} pathname="/admin/images" query={{}} />
    </>
  );
}
