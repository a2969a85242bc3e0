// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ja from "@/messages/ja.json";
import { AppError } from "@/lib/errors";
import { CRITICAL_RELOAD_MS, ErrorFallback } from "./error-fallback";

vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
vi.mock("./report-error", () => ({ reportClientError: vi.fn() }));

const reload = vi.fn();
beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  Object.defineProperty(window, "location", { configurable: true, value: { ...window.location, reload, pathname: "/p", search: "" } });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  reload.mockReset();
});

function renderFallback(error: Error, onRetry?: () => void) {
  return render(
    <NextIntlClientProvider locale="ja" messages={ja}>
      <ErrorFallback error={error} onRetry={onRetry} />
    </NextIntlClientProvider>,
  );
}

describe("error fallback page", () => {
  it("offers retry only when the error is retryable", () => {
    const onRetry = vi.fn();
    renderFallback(new AppError("Network down", { code: "NETWORK_ERROR" }), onRetry);
    expect(screen.getByRole("heading", { name: "エラーが発生しました" })).toBeTruthy();
    expect(screen.getByText("ネットワーク接続を確認してください")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /もう一度試す/ }));
    expect(onRetry).toHaveBeenCalledOnce();
    cleanup();
    renderFallback(new AppError("boom", { code: "UNKNOWN_ERROR", severity: "error" }), onRetry);
    expect(screen.queryByRole("button", { name: /もう一度試す/ })).toBeNull();
    expect(screen.getByRole("button", { name: /ページを再読み込み/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: /ホームに戻る/ }).getAttribute("href")).toBe("/");
    expect(screen.getByText("問題が解決しない場合は、サポートまでお問い合わせください。")).toBeTruthy();
  });

  it("a critical, non-retryable error says it reloads and reloads after 5 seconds, once", () => {
    renderFallback(new AppError("Internal server error", { code: "SERVER_ERROR" }));
    expect(screen.getByRole("heading", { name: "予期しないエラーが発生しました" })).toBeTruthy();
    expect(screen.getByText("ページは5秒後に自動的に再読み込みされます...")).toBeTruthy();
    expect(screen.getByRole("alert").getAttribute("data-severity")).toBe("critical");
    act(() => vi.advanceTimersByTime(CRITICAL_RELOAD_MS - 1));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledOnce();
    cleanup();
    renderFallback(new AppError("Internal server error", { code: "SERVER_ERROR" }));
    act(() => vi.advanceTimersByTime(CRITICAL_RELOAD_MS * 2));
    expect(reload).toHaveBeenCalledOnce();
  });

  it.each([
    ["info", "border-blue-200"],
    ["warning", "border-orange-200"],
    ["error", "border-red-200"],
    ["critical", "border-purple-200"],
  ] as const)("%s severity is shown in its colour", (severity, cls) => {
    renderFallback(new AppError("x", { severity, recoverable: true }), () => undefined);
    expect(screen.getByRole("alert").className).toContain(cls);
  });
});
