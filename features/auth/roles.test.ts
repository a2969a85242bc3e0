import { describe, expect, it } from "vitest";
import { isAdminUser, parseAdminEmails } from "./roles";

const list = parseAdminEmails(" Owner@Tabigacha.example, ops@tabigacha.example ,,");

describe("isAdminUser", () => {
  it("parses the comma list in lower case and ignores blanks", () => {
    expect([...list]).toEqual(["owner@tabigacha.example", "ops@tabigacha.example"]);
    expect(parseAdminEmails(undefined).size).toBe(0);
  });

  it("recognises listed e-mails whatever their case", () => {
    expect(isAdminUser({ email: "OWNER@tabigacha.example", role: "user" }, list)).toBe(true);
    expect(isAdminUser({ email: "ops@tabigacha.example" }, list)).toBe(true);
  });

  it("recognises the admin role without a listed e-mail", () => {
    expect(isAdminUser({ email: "someone@example.com", role: "admin" }, list)).toBe(true);
  });

  it("is false for other users, no user and no e-mail", () => {
    expect(isAdminUser({ email: "traveller@example.com", role: "user" }, list)).toBe(false);
    expect(isAdminUser(null, list)).toBe(false);
    expect(isAdminUser(undefined, list)).toBe(false);
    expect(isAdminUser({ email: null, role: "user" }, list)).toBe(false);
    expect(isAdminUser({ email: "", role: "user" }, list)).toBe(false);
    expect(isAdminUser({ email: null, role: "admin" }, list)).toBe(false);
  });

  it("is false for everyone when the list is empty", () => {
    expect(isAdminUser({ email: "owner@tabigacha.example", role: "user" }, parseAdminEmails(""))).toBe(false);
  });
});
