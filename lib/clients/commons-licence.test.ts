import { describe, expect, it } from "vitest";
import { needsAttribution, reusableLicence } from "./commons-licence";

describe("Commons licences", () => {
  it("accepts CC0, CC BY, CC BY-SA and the public domain", () => {
    expect(reusableLicence("cc0", "CC0")).toBe("cc0");
    expect(reusableLicence("cc-by-4.0", "CC BY 4.0")).toBe("cc-by");
    expect(reusableLicence("cc-by-sa-3.0", "CC BY-SA 3.0")).toBe("cc-by-sa");
    expect(reusableLicence("pd", "Public domain")).toBe("pd");
  });

  it("refuses non-commercial, no-derivatives and unknown terms", () => {
    expect(reusableLicence("cc-by-nc-sa-4.0", "CC BY-NC-SA 4.0")).toBeNull();
    expect(reusableLicence("cc-by-nd-4.0", "CC BY-ND 4.0")).toBeNull();
    expect(reusableLicence("fair use", "Fair use")).toBeNull();
    expect(reusableLicence("", "")).toBeNull();
    expect(reusableLicence(undefined)).toBeNull();
  });

  it("asks for the author's name only where the licence does", () => {
    expect([needsAttribution("cc-by"), needsAttribution("cc-by-sa"), needsAttribution("cc0"), needsAttribution("pd")]).toEqual([true, true, false, false]);
  });
});
