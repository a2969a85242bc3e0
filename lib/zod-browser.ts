import { z } from "zod";

// zod compiles object parsers with `new Function` when it may; the page's Content-Security-Policy
// forbids eval, and even zod's probe for it is reported as a violation. In the browser the
// interpreted parsers are fast enough for a form.
z.config({ jitless: true });
