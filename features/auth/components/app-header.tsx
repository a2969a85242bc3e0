import { SiteHeader, type SiteHeaderProps } from "@/components/shell/site-header";
import { UserMenu } from "./user-menu";

/** The site header with the user menu; use this in pages. */
export function AppHeader(props: Omit<SiteHeaderProps, "userMenu">) {
  return <SiteHeader {...props} userMenu={<UserMenu />} />;
}
