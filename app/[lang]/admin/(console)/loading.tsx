import { PageLoading } from "@/components/shell/page-loading";

export default function AdminLoading() {
  return <PageLoading />;
}
