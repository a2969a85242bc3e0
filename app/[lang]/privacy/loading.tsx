import { Suspense } from "react";
import { ArticleSkeleton } from "@/components/shell/page-skeletons";
import { AppHeader } from "@/features/auth/ui";

// Rendered on each request (the support address is read then): the page's frame meanwhile.
export default function Loading() {
  return (
    <>
      <Suspense fallback={null}>
        <AppHeader />
      </Suspense>
      <ArticleSkeleton />
    </>
  );
}
