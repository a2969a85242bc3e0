import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

export const { redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
// Prefetches on intent rather than on sight (navigation-link.tsx).
export { Link } from "./navigation-link";
