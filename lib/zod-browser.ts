import { config } from "zod/v4/core";

// zod compiles object parsers with `new Function` when it may; the page's Content-Security-Policy
// forbids eval, and even zod's probe for it is reported as a violation. In the browser the
// interpreted parsers are fast enough for a form. Imported where the browser parses, from zod's
// core only, so a page that parses nothing does not download zod for it.
config({ jitless: true });
