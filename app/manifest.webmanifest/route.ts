import { manifestResponse, webManifest } from "@/features/offline/server";
import { routing } from "@/i18n/routing";

// The conventional address, for tools that look there: the default language's manifest.
export const dynamic = "force-static";

export async function GET() {
  return manifestResponse(await webManifest(routing.defaultLocale));
}
