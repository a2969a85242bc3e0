import type { AbstractIntlMessages } from "next-intl";

// What the browser receives of the messages. Namespaces read only by server components (legal
// pages, metadata) or only inside the back office stay off every other page's payload; the back
// office adds its own namespace in its layout.
const SERVER_ONLY: readonly string[] = ["legal", "seo", "destinations"];
const BACK_OFFICE: readonly string[] = ["admin"];

export function clientMessages(all: AbstractIntlMessages, area: "site" | "backOffice" = "site"): AbstractIntlMessages {
  const left = area === "backOffice" ? SERVER_ONLY : [...SERVER_ONLY, ...BACK_OFFICE];
  return Object.fromEntries(Object.entries(all).filter(([namespace]) => !left.includes(namespace)));
}
