// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import ja from "@/messages/ja.json";
import { CalendarShareActions, type TripShare } from "./calendar-share-actions";
import type { TripCalendarInput } from "../calendar";

// The two buttons as a traveller meets them: a file downloaded, the share sheet or the copied
// link with its toast, and silence when the share sheet is closed.

const toastSuccess = vi.fn();
const toastError = vi.fn();
vi.mock("@/lib/toast", () => ({ toast: { success: (m: string) => toastSuccess(m) }, toastError: (m: string) => toastError(m) }));
vi.mock("@/components/shell/report-error", () => ({ reportClientError: vi.fn() }));

const CALENDAR: TripCalendarInput = { checkIn: "2026-05-09", checkOut: "2026-05-10", stay: { name: "ひなた荘", checkInTime: "15:00" }, confirmationNumber: "EG-TEST-0001" };
const SHARE: TripShare = { title: "箱根｜旅ガチャ", text: "箱根への旅", path: "/destinations/hakone" };

function renderActions(calendar: TripCalendarInput | null = CALENDAR, locale: "ja" | "en" = "ja") {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "ja" ? ja : en} timeZone="Asia/Tokyo">
      <CalendarShareActions calendar={calendar} share={SHARE} />
    </NextIntlClientProvider>,
  );
}

const writeText = vi.fn();
function setNavigator(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, "share", { configurable: true, value: share });
  Object.defineProperty(navigator, "canShare", { configurable: true, value: undefined });
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
}

beforeEach(() => {
  toastSuccess.mockReset();
  toastError.mockReset();
  writeText.mockReset().mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("CalendarShareActions", () => {
  it("downloads the trip as tabigacha-<date>.ics", async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), "blob:trip"), revokeObjectURL: () => undefined });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderActions();
    fireEvent.click(screen.getByRole("button", { name: "カレンダーに追加" }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe("tabigacha-2026-05-09.ics");
    expect(blobs[0].type).toBe("text/calendar;charset=utf-8");
    const ics = await new Promise<string>((resolve) => {
      const reader = new FileReader(); // jsdom's Blob has no text()
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]);
    });
    expect(ics).toContain("DTSTART:20260509T060000Z");
    expect(ics).toContain("SUMMARY:チェックイン：ひなた荘");
    expect(ics).toContain("EG-TEST-0001");
    expect(ics).toContain(`URL:${window.location.origin}/destinations/hakone`);
  });

  it("offers no calendar without a date", () => {
    renderActions({ ...CALENDAR, checkIn: null });
    expect(screen.queryByRole("button", { name: "カレンダーに追加" })).toBeNull();
    expect(screen.getByRole("button", { name: "共有する" })).toBeTruthy();
  });

  it("hands the share sheet the title, the text and the page's address in the page's language", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    setNavigator(share);
    renderActions(CALENDAR, "en");
    fireEvent.click(screen.getByRole("button", { name: "Share" }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: SHARE.title, text: SHARE.text, url: `${window.location.origin}/en/destinations/hakone` }));
    expect(writeText).not.toHaveBeenCalled();
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it("says nothing when the share sheet is closed", async () => {
    const share = vi.fn().mockRejectedValue(new DOMException("Share canceled", "AbortError"));
    setNavigator(share);
    renderActions();
    fireEvent.click(screen.getByRole("button", { name: "共有する" }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    expect(writeText).not.toHaveBeenCalled();
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(toastError).not.toHaveBeenCalled();
  });

  it("copies the link and says so where there is no share sheet", async () => {
    setNavigator(undefined);
    renderActions();
    fireEvent.click(screen.getByRole("button", { name: "共有する" }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("リンクをコピーしました"));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/destinations/hakone`);
  });

  it("copies the link when the share sheet fails, and says when copying fails too", async () => {
    setNavigator(vi.fn().mockRejectedValue(new DOMException("No gesture", "NotAllowedError")));
    writeText.mockRejectedValue(new Error("denied"));
    renderActions();
    fireEvent.click(screen.getByRole("button", { name: "共有する" }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("リンクを共有できませんでした。もう一度お試しください。"));
    expect(writeText).toHaveBeenCalled();
  });
});
