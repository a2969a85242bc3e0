import { describe, expect, it } from "vitest";
import ja from "@/messages/ja.json";
import {
  AppError,
  databaseErrorMessage,
  deriveSeverity,
  fromHttpFailure,
  isRecoverable,
  messageFromText,
  translateError,
  userMessageOf,
  type ErrorMessage,
} from ".";

// Resolves a message the way the UI does, against the Japanese message file.
function ja_(message: ErrorMessage): string {
  return translateError(message, (key) => key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], ja.errors) as string);
}

describe("mapped error codes", () => {
  it.each([
    ["NETWORK_ERROR", "ネットワーク接続を確認してください"],
    ["UNAUTHORIZED", "ログインが必要です"],
    ["FORBIDDEN", "アクセス権限がありません"],
    ["NOT_FOUND", "お探しのページが見つかりませんでした"],
    ["VALIDATION_ERROR", "入力内容を確認してください"],
    ["RATE_LIMIT", "リクエストが多すぎます。しばらくお待ちください"],
  ])("%s shows %s", (code, text) => {
    expect(ja_(new AppError("x", { code }).userMessage)).toBe(text);
  });
});

describe("fallback by message text", () => {
  it.each([
    ["Network request failed", "ネットワーク接続を確認してください"],
    ["Request timeout after 30s", "接続がタイムアウトしました"],
    ["invalid date", "入力エラーが発生しました"],
    ["Validation failed", "入力エラーが発生しました"],
    ["Something odd happened", "Something odd happened"],
    ["", "エラーが発生しました"],
  ])("%j → %s", (message, text) => {
    expect(ja_(messageFromText(message))).toBe(text);
  });
});

describe("HTTP status mapping", () => {
  it.each([
    [400, "BAD_REQUEST", "warning", true],
    [401, "UNAUTHORIZED", "error", false],
    [403, "FORBIDDEN", "error", false],
    [404, "NOT_FOUND", "warning", true],
    [429, "RATE_LIMIT", "warning", true],
    [500, "SERVER_ERROR", "critical", false],
    [502, "SERVER_ERROR", "critical", false],
    [503, "SERVER_ERROR", "critical", false],
    [418, "UNKNOWN_ERROR", "error", false],
  ])("%i → %s (%s, recoverable %s)", (status, code, severity, recoverable) => {
    const e = fromHttpFailure({ response: { status }, url: "/api/x" });
    expect(e.code).toBe(code);
    expect(e.severity).toBe(severity);
    expect(e.recoverable).toBe(recoverable);
    expect(e.context).toMatchObject({ status, url: "/api/x" });
  });

  it("400 uses the server's message, or 'invalid request'", () => {
    expect(ja_(fromHttpFailure({ response: { status: 400, data: { message: "日付が不正です" } } }).userMessage)).toBe("日付が不正です");
    const plain = fromHttpFailure({ response: { status: 400 } });
    expect(plain.message).toBe("invalid request");
    expect(ja_(plain.userMessage)).toBe("無効なリクエストです");
  });

  it("no response is a recoverable network warning; anything else a request error", () => {
    const network = fromHttpFailure({ requestSent: true, message: "socket hang up" });
    expect([network.code, network.severity, network.recoverable]).toEqual(["NETWORK_ERROR", "warning", true]);
    const other = fromHttpFailure({ message: "bad config" });
    expect([other.code, other.severity, other.recoverable]).toEqual(["REQUEST_ERROR", "error", false]);
  });
});

describe("database errors", () => {
  it.each([
    [{ code: "23505" }, "既に同じデータが存在します"],
    [{ code: "P2002" }, "既に同じデータが存在します"],
    [{ code: "23503" }, "関連するデータが見つかりません"],
    [{ code: "P2003" }, "関連するデータが見つかりません"],
    [{ code: "23502" }, "必須項目が入力されていません"],
    [{ code: "P2011" }, "必須項目が入力されていません"],
    [{ code: "22P02" }, "入力値の形式が正しくありません"],
    [{ code: "P2023" }, "入力値の形式が正しくありません"],
    [{ code: "PGRST116" }, "セッションの有効期限が切れました"],
    [{ code: "SESSION_EXPIRED" }, "セッションの有効期限が切れました"],
    [{ code: "40001" }, "データベースエラーが発生しました"],
    [{ code: "P2010", meta: { driverAdapterError: { cause: { originalCode: "23505" } } } }, "既に同じデータが存在します"],
  ])("%j → %s", (error, text) => {
    expect(ja_(databaseErrorMessage(error))).toBe(text);
  });

  it("non-database errors use their message, or the generic one", () => {
    expect(ja_(databaseErrorMessage(new Error("boom")))).toBe("boom");
    expect(ja_(databaseErrorMessage({}))).toBe("エラーが発生しました");
    expect(ja_(userMessageOf(Object.assign(new Error("x"), { code: "23505" })))).toBe("既に同じデータが存在します");
  });
});

describe("severity derivation and the recoverable rule", () => {
  it.each([
    ["Network down", undefined, "warning"],
    ["Failed to fetch", undefined, "warning"],
    ["Unauthorized access", undefined, "error"],
    ["forbidden", undefined, "error"],
    ["Internal failure", undefined, "critical"],
    ["server error 500", undefined, "critical"],
    ["anything else", undefined, "error"],
    ["Network down", "info", "info"],
  ] as const)("%j (explicit %s) → %s", (message, explicit, expected) => {
    expect(deriveSeverity(message, explicit)).toBe(expected);
  });

  it("only info and warning are recoverable unless stated", () => {
    expect(isRecoverable("info")).toBe(true);
    expect(isRecoverable("warning")).toBe(true);
    expect(isRecoverable("error")).toBe(false);
    expect(isRecoverable("critical")).toBe(false);
    expect(isRecoverable("critical", true)).toBe(true);
    expect(isRecoverable("info", false)).toBe(false);
  });
});
