import { Suspense } from "react";
import { AccountSkeleton } from "@/components/shell/page-skeletons";
import { AppHeader } from "@/features/auth/ui";

// Shown at once while the signed-in traveller's trips, messages or profile are read.
export default function Loading() {
  return (
    <>
      <Suspense fallback={null}>
        <AppHeader />
      </Suspense>
      <AccountSkeleton />
    </>
  );
}
