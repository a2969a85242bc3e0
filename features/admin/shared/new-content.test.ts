import { describe, expect, it } from "vitest";
import { NEW_ACCOMMODATION } from "../accommodations/components/form-values";
import { newHint } from "../hints/components/form-values";
import { newSpot } from "../spots/components/spot-form-dialog";

// New content starts private everywhere: a draft until someone makes it active (destinations are
// created as drafts by the server, which ignores any status in the form).

describe("new content's status", () => {
  it("is draft for a new stay, hint and local spot", () => {
    expect(NEW_ACCOMMODATION.status).toBe("draft");
    expect(newHint("d").status).toBe("draft");
    expect(newSpot("d").status).toBe("draft");
  });
});
