import type { Metadata } from "next";
import { requireUser } from "@/features/auth/server";

export const metadata: Metadata = { robots: { index: false } };

// Every account page belongs to a signed-in traveller; guests get the 401 page with sign-in.
export default async function AccountLayout({ children }: LayoutProps<"/[lang]/account">) {
  await requireUser();
  return children;
}
