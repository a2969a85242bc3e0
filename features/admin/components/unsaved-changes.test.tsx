// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import * as React from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ja from "@/messages/ja.json";
import { UnsavedChangesProvider, useUnsavedChanges } from "./unsaved-changes";

// Unsaved edits in the console: a link in the app asks 'leave without saving?' first, Escape or
// 'stay' keeps the page, 'leave' goes where the link pointed; a saved form lets links through.

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

function Form() {
  const [text, setText] = React.useState("");
  useUnsavedChanges(text !== "");
  return <input aria-label="名前" value={text} onChange={(e) => setText(e.target.value)} />;
}

function renderConsole() {
  render(
    <NextIntlClientProvider locale="ja" messages={ja} timeZone="Asia/Tokyo">
      <UnsavedChangesProvider>
        <nav>
          {/* What next/link renders: the guard listens to clicks on plain anchors. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/admin/bookings">予約リクエスト</a>
          <a href="/admin/images" target="_blank">新しいタブ</a>
        </nav>
        <Form />
      </UnsavedChangesProvider>
    </NextIntlClientProvider>,
  );
}

/** A click as a browser makes it; false when something prevented the navigation. */
const click = (name: string) => fireEvent.click(screen.getByRole("link", { name }));

beforeEach(() => push.mockReset());
afterEach(cleanup);

describe("the unsaved-changes guard", () => {
  it("lets links through while nothing is edited", () => {
    renderConsole();
    expect(click("予約リクエスト")).toBe(true);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("asks before following an in-app link with unsaved edits; Escape keeps the page", async () => {
    renderConsole();
    fireEvent.change(screen.getByLabelText("名前"), { target: { value: "箱根" } });
    expect(click("予約リクエスト")).toBe(false);
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("保存せずに移動しますか？");
    expect(document.activeElement?.textContent).toBe("このページにとどまる");
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(push).not.toHaveBeenCalled();
    expect((screen.getByLabelText("名前") as HTMLInputElement).value).toBe("箱根");
  });

  it("leaves without saving when asked to, to where the link pointed", async () => {
    renderConsole();
    fireEvent.change(screen.getByLabelText("名前"), { target: { value: "箱根" } });
    click("予約リクエスト");
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "保存せずに移動" })));
    expect(push).toHaveBeenCalledWith("/admin/bookings");
  });

  it("leaves a link to a new tab alone, and warns before the tab is closed", () => {
    renderConsole();
    fireEvent.change(screen.getByLabelText("名前"), { target: { value: "箱根" } });
    expect(click("新しいタブ")).toBe(true);
    const unload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });
});
