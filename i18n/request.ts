import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { routing } from "./routing";

// A locale passed explicitly (metadata, server components given the page's language) is used as
// is: awaiting `requestLocale` without one set for the render would read the request's headers and
// turn a page that could be static into one rendered per request.
export default getRequestConfig(async ({ locale: explicit, requestLocale }) => {
  const requested = explicit ?? (await requestLocale);
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    timeZone: "Asia/Tokyo",
    messages: (await import(`../messages/${locale}.json`)).default,
  };
});
