import { describe, expect, it } from "vitest";
import ja from "@/messages/ja.json";
import { isMessageKey } from "./message-keys";

describe("isMessageKey (keys that arrive as data)", () => {
  it("accepts a message of a flat group", () => {
    expect(isMessageKey(ja.admin.validation, "tooLong")).toBe(true);
    expect(isMessageKey(ja.errors.booking, "checkInTooFar")).toBe(true);
  });

  it("follows dotted keys into nested groups", () => {
    expect(isMessageKey(ja.account, "profile.errors.nameRequired")).toBe(true);
    expect(isMessageKey(ja.errors, "codes.GENERIC")).toBe(true);
  });

  it("refuses groups, unknown keys and what every object inherits", () => {
    expect(isMessageKey(ja.account, "profile.errors")).toBe(false);
    expect(isMessageKey(ja.admin.validation, "tooLong:120")).toBe(false);
    expect(isMessageKey(ja.admin.validation, "メールアドレスの形式が正しくありません")).toBe(false);
    expect(isMessageKey(ja.admin.validation, "toString")).toBe(false);
    expect(isMessageKey(ja.admin.validation, "__proto__")).toBe(false);
    expect(isMessageKey(ja.errors, "codes.GENERIC.length")).toBe(false);
    expect(isMessageKey(ja.errors, "")).toBe(false);
  });
});
