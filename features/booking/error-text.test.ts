import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import ja from "@/messages/ja.json";
import { bookingErrorText } from "./error-text";
import { BOOKING_ERROR_KEYS, bookingRequestSchema } from "./schemas";

const tJa = createTranslator({ locale: "ja", messages: ja, namespace: "errors" });

describe("bookingErrorText (the booking schema's issue keys, as the form and the endpoint show them)", () => {
  it.each([
    ["required", "必須項目を入力してください"],
    ["emailInvalid", "メールアドレスの形式が正しくありません"],
    ["checkInTooFar", "チェックイン日は今日から1年以内の日付を指定してください"],
    ["stayTooLong", "宿泊日数は14泊以内で指定してください"],
  ])("%s → %s", (key, text) => {
    expect(bookingErrorText(tJa, key)).toBe(text);
  });

  it("takes the figures a refusal brings", () => {
    expect(bookingErrorText(tJa, "overCapacity", { capacity: 3 })).toBe("この宿に泊まれるのは3名までです");
  });

  it("has a finished text for every key, in Japanese and English", () => {
    const tEn = createTranslator({ locale: "en", messages: en, namespace: "errors" });
    for (const key of BOOKING_ERROR_KEYS) {
      expect(bookingErrorText(tJa, key, { capacity: 2, time: "21:00" })).not.toMatch(/[{}]|errors\.booking/);
      expect(bookingErrorText(tEn, key, { capacity: 2, time: "21:00" })).not.toMatch(/[{}]|errors\.booking/);
    }
  });

  it("says 'check your input' for anything that is not a booking key", () => {
    expect(bookingErrorText(tJa, "Too small: expected number to be >=1")).toBe(ja.errors.codes.VALIDATION_ERROR);
  });

  it("translates what the schema says about a blank-looking name", () => {
    const parsed = bookingRequestSchema.safeParse({ guestName: "   " });
    expect(parsed.success).toBe(false);
    const name = parsed.error!.issues.find((i) => i.path[0] === "guestName")!;
    expect(bookingErrorText(tJa, name.message)).toBe("必須項目を入力してください");
  });
});
