import { UserMenu } from "@/features/auth/components/user-menu";
import { SiteHeader, type SiteHeaderProps } from "./site-header";

/** The site header with the user menu; use this in pages. */
export function AppHeader(props: Omit<SiteHeaderProps, "userMenu">) {
  return <SiteHeader {...props} userMenu={<UserMenu />} />;
}
