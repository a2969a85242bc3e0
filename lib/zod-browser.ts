import { config } from "zod/v4/core";

// zod compiles object parsers with `new Function` when it may; the page's Content-Security-Policy
// forbids eval, and even zod's probe for it is reported as a violation. In the browser the
// interpreted parsers are fast enough for a form. zod reads this when a schema is built, so the
// app's providers import it before any page module; it comes from zod's core config alone, so a
// page that parses nothing does not download zod for it.
config({ jitless: true });
