import { Suspense } from "react";
import { AppHeader } from "@/features/auth/ui";
import { ProposalLoading } from "@/features/proposal/ui";

// The same loading screen the proposal shows while it draws, so the two follow without a jump.
export default function Loading() {
  return (
    <>
      <Suspense fallback={null}>
        <AppHeader overlay />
      </Suspense>
      <ProposalLoading />
    </>
  );
}
