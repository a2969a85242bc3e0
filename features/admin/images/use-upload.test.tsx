// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type * as React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import ja from "@/messages/ja.json";
import { useImageUpload } from "./use-upload";

vi.mock("@/lib/toast", () => ({ toast: { success: vi.fn() }, toastError: vi.fn() }));

/** An XMLHttpRequest whose upload the test drives by hand. */
class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  status = 0;
  response: unknown = null;
  responseType = "";
  url = "";
  constructor() {
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  send() {}
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

const wrapper = ({ children }: { children: React.ReactNode }) => (
  <NextIntlClientProvider locale="ja" messages={ja}>
    {children}
  </NextIntlClientProvider>
);

afterEach(() => vi.unstubAllGlobals());

describe("useImageUpload", () => {
  it("reports the bytes sent over the whole batch, then the server's check, file by file", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const { result } = renderHook(() => useImageUpload(), { wrapper });
    const files = [new File(["a"], "a.png", { type: "image/png" }), new File(["b"], "b.png", { type: "image/png" })];
    let finished: Promise<unknown> = Promise.resolve();
    act(() => {
      finished = result.current.upload(files);
    });
    expect(result.current.progress).toEqual({ done: 0, total: 2, percent: 0, phase: "sending" });
    expect(FakeXhr.last.url).toBe("/api/admin/images?lang=ja");

    act(() => FakeXhr.last.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }));
    expect(result.current.progress).toMatchObject({ percent: 25, phase: "sending" });
    act(() => FakeXhr.last.upload.onload?.());
    expect(result.current.progress).toMatchObject({ percent: 50, phase: "saving" });

    const first = FakeXhr.last;
    await act(async () => first.answer(201, { ok: true, data: { id: "1", url: "/api/images/1" } }));
    expect(FakeXhr.last).not.toBe(first);
    expect(result.current.progress).toEqual({ done: 1, total: 2, percent: 50, phase: "sending" });
    act(() => FakeXhr.last.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 }));
    expect(result.current.progress).toMatchObject({ percent: 100 });

    await act(async () => {
      FakeXhr.last.answer(201, { ok: true, data: { id: "2", url: "/api/images/2" } });
      await finished;
    });
    expect(result.current.progress).toBeNull();
    await expect(finished).resolves.toHaveLength(2);
  });
});
