// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ja from "@/messages/ja.json";
import en from "@/messages/en.json";
import { SignInDialog } from "./sign-in-dialog";

const startGoogleSignIn = vi.fn();
vi.mock("../actions", () => ({ startGoogleSignIn: (input: unknown) => startGoogleSignIn(input) }));
vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
const toastError = vi.fn();
vi.mock("@/lib/toast", () => ({ toastError: (m: string) => toastError(m), toast: {} }));
vi.mock("@/components/shell/loading-overlay", () => ({ useLoadingOverlay: () => ({ show: vi.fn(), hide: vi.fn() }) }));

const assign = vi.fn();

function renderDialog(props: Partial<React.ComponentProps<typeof SignInDialog>> = {}, locale: "ja" | "en" = "ja") {
  const onOpenChange = vi.fn();
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "ja" ? ja : en} timeZone="Asia/Tokyo">
      <SignInDialog open onOpenChange={onOpenChange} {...props} />
    </NextIntlClientProvider>,
  );
  return { onOpenChange };
}

beforeEach(() => {
  sessionStorage.clear();
  startGoogleSignIn.mockReset();
  toastError.mockReset();
  assign.mockReset();
  window.history.replaceState(null, "", "/en/terms?x=1#section");
  Object.defineProperty(window, "location", { configurable: true, value: { ...window.location, assign, pathname: "/en/terms", search: "?x=1", hash: "#section", origin: "http://localhost" } });
});
afterEach(cleanup);

describe("SignInDialog", () => {
  it("shows its title, the one Google button and the terms and privacy links", () => {
    renderDialog();
    expect(screen.getByRole("heading", { name: "ログインまたは登録" })).toBeTruthy();
    expect(screen.getAllByRole("button").filter((b) => b.textContent === "Googleで続ける")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "利用規約" }).getAttribute("href")).toBe("/terms");
    expect(screen.getByRole("link", { name: "プライバシーポリシー" }).getAttribute("href")).toBe("/privacy");
    expect(screen.queryByRole("button", { name: "ゲストとして続ける" })).toBeNull();
  });

  it("closes, saves path + query + hash as authReturnUrl, and opens Google", async () => {
    startGoogleSignIn.mockResolvedValue({ ok: true, data: { url: "https://accounts.example/authorize?x=1" } });
    const { onOpenChange } = renderDialog({}, "en");
    fireEvent.click(screen.getByRole("button", { name: "Continue with Google" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(sessionStorage.getItem("authReturnUrl")).toBe("/en/terms?x=1#section");
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://accounts.example/authorize?x=1"));
    expect(startGoogleSignIn).toHaveBeenCalledWith({ locale: "en" });
  });

  it("returns to redirectTo when the caller gives one (the destiny reveal), in the current language", async () => {
    startGoogleSignIn.mockResolvedValue({ ok: true, data: { url: "https://accounts.example/authorize" } });
    renderDialog({ redirectTo: "/proposal?moods=ocean,zen" }, "en");
    fireEvent.click(screen.getByRole("button", { name: "Continue with Google" }));
    expect(sessionStorage.getItem("authReturnUrl")).toBe("/en/proposal?moods=ocean,zen");
    await waitFor(() => expect(assign).toHaveBeenCalled());
  });

  it("never saves a redirectTo that leaves the site", () => {
    startGoogleSignIn.mockResolvedValue({ ok: true, data: { url: "https://accounts.example/authorize" } });
    renderDialog({ redirectTo: "https://elsewhere.example/" });
    fireEvent.click(screen.getByRole("button", { name: "Googleで続ける" }));
    expect(sessionStorage.getItem("authReturnUrl")).toBe("/en/terms?x=1#section");
  });

  it("asks to try again later when Google sign-in cannot start", async () => {
    startGoogleSignIn.mockResolvedValue({ ok: false, code: "GOOGLE_UNAVAILABLE", message: "x" });
    renderDialog();
    fireEvent.click(screen.getByRole("button", { name: "Googleで続ける" }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Googleでのログインに失敗しました。しばらくしてからもう一度お試しください。"));
    expect(assign).not.toHaveBeenCalled();
  });

  it("offers continuing as a guest when the caller asks for it", () => {
    const onContinueAsGuest = vi.fn();
    const { onOpenChange } = renderDialog({ onContinueAsGuest });
    fireEvent.click(screen.getByRole("button", { name: "ゲストとして続ける" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onContinueAsGuest).toHaveBeenCalledOnce();
    expect(startGoogleSignIn).not.toHaveBeenCalled();
  });
});
