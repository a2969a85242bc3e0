import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import en from "@/messages/en.json";
import ja from "@/messages/ja.json";
import { boolField, imageUrlField, intField, isImageUrl, issueText, nullableImageUrl, parseIssueMessage, slugField, timeField, wordList } from "./validation";

const issue = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0].message;
};

describe("timeField (bulk upload and spot hours: empty or H:MM)", () => {
  it.each(["9:00", "09:30", "0:00", "23:59", "7:05"])("accepts %s", (v) => {
    expect(timeField.parse(v)).toBe(v);
  });

  it.each(["", "   ", null, undefined])("turns %j into no time", (v) => {
    expect(timeField.parse(v)).toBeNull();
  });

  it.each(["24:00", "25:00", "9:5", "9:60", "9", "09:00:00", "9.00", "９:００", "nine", "-1:00"])("refuses %j with the time message", (v) => {
    expect(issue(timeField, v)).toBe("invalidTime");
  });
});

describe("image addresses", () => {
  it.each(["/images/destinations/hakone.svg", "/api/images/3b21aba6-20a7-42e6-9151-7de8af61fea2", "https://img.example.jp/a.jpg", "http://localhost/x.png"])("accepts %s", (v) => {
    expect(isImageUrl(v)).toBe(true);
  });

  it.each(["//evil.example/a.png", "javascript:alert(1)", "data:image/png;base64,AAAA", "images/a.png", "/images/a b.png", "ftp://x/a.png"])("refuses %s", (v) => {
    expect(isImageUrl(v)).toBe(false);
  });

  it("keeps the hero image optional where the field allows it", () => {
    expect(nullableImageUrl.parse("")).toBeNull();
    expect(nullableImageUrl.parse(undefined)).toBeNull();
    expect(issue(imageUrlField, "")).toBe("required");
  });
});

describe("numbers from form fields", () => {
  const n = intField(0, 100);
  it("reads text and numbers alike", () => {
    expect(n.parse("42")).toBe(42);
    expect(n.parse(7)).toBe(7);
  });

  it("explains what is wrong, with the limit", () => {
    expect(issue(n, "")).toBe("required");
    expect(issue(n, "abc")).toBe("notNumber");
    expect(issue(n, "1.5")).toBe("notInteger");
    expect(issue(n, "-1")).toBe("tooSmall:0");
    expect(issue(n, "101")).toBe("tooLarge:100");
  });
});

describe("other field rules", () => {
  it("reads yes/no the ways spreadsheets write it", () => {
    for (const v of [true, "true", "TRUE", "1", "yes", "on"]) expect(boolField.parse(v)).toBe(true);
    for (const v of [false, "false", "0", "no", "", undefined]) expect(boolField.parse(v)).toBe(false);
    expect(issue(boolField, "maybe")).toBe("invalidBoolean");
  });

  it("splits word lists on | and commas, dropping blanks and repeats", () => {
    expect(wordList(5).parse("onsen| nature ,onsen,,")).toEqual(["onsen", "nature"]);
    expect(issue(wordList(2), "a|b|c")).toBe("tooMany:2");
  });

  it("lower-cases slugs and refuses anything but letters, digits and single hyphens", () => {
    expect(slugField.parse(" Hakone-Yumoto ")).toBe("hakone-yumoto");
    expect(issue(slugField, "箱根")).toBe("invalidSlug");
    expect(issue(slugField, "a--b")).toBe("invalidSlug");
  });

  it("splits issue messages into key and value", () => {
    expect(parseIssueMessage("tooLong:120")).toEqual({ key: "tooLong", value: "120" });
    expect(parseIssueMessage("required")).toEqual({ key: "required" });
  });
});

describe("issueText (issue messages shown by the field, in the admin's language)", () => {
  const translator = (messages: typeof ja) => createTranslator({ locale: "ja", messages, namespace: "admin.validation" });

  it.each([
    ["required", "入力してください"],
    ["tooLong:120", "120文字以内で入力してください"],
    ["tooMany:8", "8件までにしてください"],
    ["invalidTime", "時刻は空欄か H:MM 形式（例: 9:00、17:30）で入力してください"],
  ])("translates %s", (message, text) => {
    expect(issueText(message, ja.admin.validation, translator(ja))).toBe(text);
  });

  it("uses the admin's language", () => {
    const t = createTranslator({ locale: "en", messages: en, namespace: "admin.validation" });
    expect(issueText("tooLong:120", en.admin.validation, t)).toBe(en.admin.validation.tooLong.replace("{value}", "120"));
  });

  it("shows a message that is not one of ours as it is (a server's own text)", () => {
    expect(issueText("スラッグ hakone は使われています", ja.admin.validation, translator(ja))).toBe("スラッグ hakone は使われています");
    expect(issueText("unknownKey:3", ja.admin.validation, translator(ja))).toBe("unknownKey:3");
  });

  it("translates what the shared schemas say", () => {
    const message = issue(slugField, "Not A Slug");
    expect(message).not.toBeNull();
    expect(issueText(message!, ja.admin.validation, translator(ja))).toBe("半角英小文字・数字・ハイフンのみ使えます");
  });
});
