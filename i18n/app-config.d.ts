import type messages from "@/messages/ja.json";
import type { locales } from "./routing";

// Japanese is the source language: its file names every key, so `t("…")` with a key that is not
// there fails to compile. The other three files are held to the same keys by i18n.test.ts.
declare module "next-intl" {
  interface AppConfig {
    Locale: (typeof locales)[number];
    Messages: typeof messages;
  }
}
