// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import { LANGUAGE_STORAGE_KEY, LanguageSwitcher } from "./language-switcher";

vi.mock("@/lib/use-search-params", () => ({
  usePathname: () => "/en/proposal",
  useSearchParams: () => new URLSearchParams("moods=ocean&x=1"),
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderSwitcher() {
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Tokyo">
      <LanguageSwitcher />
    </NextIntlClientProvider>,
  );
  return screen.getByRole("button", { name: /^Choose language:\s*English$/ });
}

describe("LanguageSwitcher", () => {
  it("is a menu button showing the current language before any menu code is loaded", () => {
    const button = renderSwitcher();
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("opens the menu on the first key press, focused on the first language, links keeping the query", async () => {
    const button = renderSwitcher();
    button.focus();
    fireEvent.keyDown(button, { key: "Enter" });
    const menu = await screen.findByRole("menu");
    const items = within(menu).getAllByRole("menuitem");
    expect(items.map((i) => i.textContent)).toEqual(["🇯🇵日本語", "🇺🇸English", "🇰🇷한국어", "🇨🇳中文"]);
    expect(document.activeElement).toBe(items[0]);
    expect(screen.getByTestId("lang-zh").getAttribute("href")).toBe("/zh/proposal?moods=ocean&x=1");
    expect(screen.getByTestId("lang-ja").getAttribute("href")).toBe("/proposal?moods=ocean&x=1");

    fireEvent.click(screen.getByTestId("lang-ko"));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("ko");
  });
});
