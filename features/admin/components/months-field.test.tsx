// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import * as React from "react";
import { afterEach, describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import ja from "@/messages/ja.json";
import { ALL_MONTHS } from "../shared/validation";
import { MonthsField } from "./months-field";

// The months a tip, spot or highlight is on: twelve toggle buttons named in the console's
// language and an "all year" toggle, each a button the keyboard reaches and presses.

function Harness({ initial }: { initial: number[] }) {
  const [months, setMonths] = React.useState(initial);
  return (
    <>
      <MonthsField id="months" value={months} onValue={setMonths} />
      <output>{months.join(",")}</output>
    </>
  );
}

function renderIn(locale: "ja" | "en", initial: number[]) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "ja" ? ja : en} timeZone="Asia/Tokyo">
      <Harness initial={initial} />
    </NextIntlClientProvider>,
  );
  return () => screen.getByRole("status").textContent;
}

const pressed = (name: string | RegExp) => screen.getByRole("button", { name }).getAttribute("aria-pressed");

afterEach(cleanup);

describe("MonthsField", () => {
  it("names the months in the console's language, in a group with its legend", () => {
    renderIn("ja", [...ALL_MONTHS]);
    expect(screen.getByRole("group", { name: /時期（月）/ })).toBeTruthy();
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["通年", ...ALL_MONTHS.map((m) => `${m}月`)]);
    cleanup();
    renderIn("en", [7, 8]);
    expect(pressed("July")).toBe("true");
    expect(pressed("June")).toBe("false");
    expect(pressed("All year")).toBe("false");
  });

  it("toggles a month, keeps them in order, and 'all year' selects all (and clears them again)", () => {
    const value = renderIn("ja", [8]);
    fireEvent.click(screen.getByRole("button", { name: "7月" }));
    expect(value()).toBe("7,8");
    fireEvent.click(screen.getByRole("button", { name: "8月" }));
    expect(value()).toBe("7");
    fireEvent.click(screen.getByRole("button", { name: "通年" }));
    expect(value()).toBe(ALL_MONTHS.join(","));
    expect(pressed("通年")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "通年" }));
    expect(value()).toBe("");
  });

  it("is made of real buttons, so Tab reaches each toggle and Enter or Space presses it", () => {
    renderIn("ja", []);
    for (const button of screen.getAllByRole("button")) {
      expect(button.tagName).toBe("BUTTON");
      expect(button.getAttribute("type")).toBe("button");
      expect(button.tabIndex).toBe(0);
    }
  });
});
