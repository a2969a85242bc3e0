import { renderToStaticMarkup } from "react-dom/server";
import type { WithContext, TouristDestination } from "schema-dts";
import { describe, expect, it } from "vitest";
import { JsonLd, serializeJsonLd } from "./json-ld";

const hostile: WithContext<TouristDestination> = {
  "@context": "https://schema.org",
  "@type": "TouristDestination",
  name: "</script><script>alert(1)</script><!-- 箱根",
  description: "a < b",
};

describe("JsonLd", () => {
  it("renders one JSON-LD script whose text a value cannot break out of", () => {
    const html = renderToStaticMarkup(<JsonLd data={hostile} />);
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script>/gi)).toHaveLength(1);
    expect(html.match(/<script/gi)).toHaveLength(1);
    expect(html).not.toContain("<!--");
  });

  it("escapes every < as \\u003c and still parses back to the same data", () => {
    const text = serializeJsonLd(hostile);
    expect(text).not.toContain("<");
    expect(text).toContain("\\u003c/script>");
    expect(JSON.parse(text)).toEqual(hostile);
  });
});
