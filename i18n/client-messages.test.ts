import { describe, expect, it } from "vitest";
import ja from "@/messages/ja.json";
import { clientMessages } from "./client-messages";

describe("clientMessages", () => {
  it("keeps the back office and server-only texts off the traveller's pages", () => {
    const site = clientMessages(ja);
    expect(Object.keys(site)).not.toContain("admin");
    expect(Object.keys(site)).not.toContain("legal");
    expect(site.proposal).toBe(ja.proposal);
    expect(site.errors).toBe(ja.errors);
  });
  it("gives the back office its own namespace too", () => {
    const backOffice = clientMessages(ja, "backOffice");
    expect(backOffice.admin).toBe(ja.admin);
    expect(Object.keys(backOffice)).not.toContain("legal");
  });
});
