import "server-only";
import { revalidatePath } from "next/cache";

/**
 * After a content change, drop every cached page so travellers see it. Outside a Next request
 * (scripts, tests) there is nothing to revalidate.
 */
export function contentChanged() {
  try {
    revalidatePath("/", "layout");
  } catch {
    // not inside a request
  }
}
