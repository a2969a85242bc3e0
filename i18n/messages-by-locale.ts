import type { Messages } from "next-intl";
import en from "@/messages/en.json";
import ja from "@/messages/ja.json";
import ko from "@/messages/ko.json";
import zh from "@/messages/zh.json";
import type { Locale } from "./routing";

/**
 * Every language's messages, for server code that translates outside a page render (the draw
 * endpoint, texts built into routes). Each file has the shape of the Japanese one.
 */
export const MESSAGES: Record<Locale, Messages> = { ja, en, ko, zh };
