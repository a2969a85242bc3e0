import type { Graph, Thing, WithContext } from "schema-dts";

export type JsonLdData = WithContext<Thing> | Graph;

/**
 * Structured data as the text of a script element. JSON never needs a literal "<", and without
 * one no "</script>" or "<!--" inside a value (a name typed by a user, say) can end the element early.
 */
export function serializeJsonLd(data: JsonLdData): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** Schema.org structured data for search engines, rendered on the server. */
export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
