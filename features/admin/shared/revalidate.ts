import "server-only";
import { revalidateTag } from "next/cache";
import { CATALOGUE_TAG } from "@/lib/cache-tags";

/**
 * After a content change, expire everything built from the catalogue (destination and stay pages,
 * the destination list, the sitemap, the home page's links): they were cached under one tag, and
 * the next visit renders them again from the database, without a rebuild. Outside a Next request
 * (scripts, tests) there is nothing to revalidate.
 */
export function contentChanged() {
  try {
    revalidateTag(CATALOGUE_TAG, { expire: 0 });
  } catch {
    // not inside a request
  }
}
