// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ja from "@/messages/ja.json";
import { newSpot, SpotFormDialog } from "./spot-form-dialog";

// A back-office form on react-hook-form: the action's schema checks it in the browser, issue keys
// are translated by the field, the server's field errors land on the same fields, focus goes to
// the first field in error, and form-wide outcomes are toasts.

const createSpotAction = vi.fn();
const updateSpotAction = vi.fn();
vi.mock("../actions", () => ({
  createSpotAction: (input: unknown) => createSpotAction(input),
  updateSpotAction: (input: unknown) => updateSpotAction(input),
}));
const refresh = vi.fn();
vi.mock("@/i18n/navigation", () => ({ useRouter: () => ({ refresh, push: vi.fn() }) }));
const toastError = vi.fn();
const toastSuccess = vi.fn();
vi.mock("@/lib/toast", () => ({ toastError: (m: string) => toastError(m), toast: { success: (m: string) => toastSuccess(m) } }));

const DESTINATION = "3b21aba6-20a7-42e6-9151-7de8af61fea2";
const SPOT = "7d0f3c1e-5b8a-4f3e-9a63-2f1c4e5d6b7a";

function renderDialog(id?: string) {
  const onOpenChange = vi.fn();
  const initial = id ? { ...newSpot(DESTINATION), name: { ja: "大涌谷", en: "", ko: "", zh: "" } } : newSpot();
  render(
    <NextIntlClientProvider locale="ja" messages={ja} timeZone="Asia/Tokyo">
      <SpotFormDialog open onOpenChange={onOpenChange} id={id} initial={initial} destinations={[{ id: DESTINATION, label: "箱根" }]} />
    </NextIntlClientProvider>,
  );
  return { onOpenChange, destination: screen.getByLabelText(/目的地/) as HTMLSelectElement, nameJa: document.getElementById("spot-name-ja") as HTMLInputElement };
}

const save = (label: string) => fireEvent.click(screen.getByRole("button", { name: label }));

beforeEach(() => {
  for (const f of [createSpotAction, updateSpotAction, refresh, toastError, toastSuccess]) f.mockReset();
});
afterEach(cleanup);

describe("SpotFormDialog", () => {
  it("checks the values in the browser: translated messages by the fields, focus on the first, nothing sent", async () => {
    const { destination, nameJa } = renderDialog();
    save("作成");
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("入力内容を確認してください"));
    await waitFor(() => expect(destination.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById("spot-destination-error")?.textContent).toBe("形式が正しくありません");
    expect(destination.getAttribute("aria-describedby")).toBe("spot-destination-error");
    expect(nameJa.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("spot-name-ja-error")?.textContent).toBe("入力してください");
    await waitFor(() => expect(document.activeElement).toBe(destination));
    expect(createSpotAction).not.toHaveBeenCalled();

    // A changed field drops its message; the others keep theirs until the next submit.
    fireEvent.change(destination, { target: { value: DESTINATION } });
    await waitFor(() => expect(document.getElementById("spot-destination-error")).toBeNull());
    expect(document.getElementById("spot-name-ja-error")?.textContent).toBe("入力してください");
  });

  it("sends the parsed values; on success a toast, and the dialog closes", async () => {
    createSpotAction.mockResolvedValue({ ok: true, data: { id: SPOT } });
    const { destination, nameJa, onOpenChange } = renderDialog();
    fireEvent.change(destination, { target: { value: DESTINATION } });
    fireEvent.change(nameJa, { target: { value: " 大涌谷 " } });
    save("作成");
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("スポットを作成しました"));
    expect(createSpotAction).toHaveBeenCalledTimes(1);
    expect(createSpotAction.mock.calls[0][0]).toMatchObject({ destinationId: DESTINATION, name: { ja: "大涌谷", en: "" }, popularityScore: 50, rating: null, tags: [], openingTime: null });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(refresh).toHaveBeenCalled();
  });

  it("shows the server's field errors by their fields (an edit's `fields.` prefix taken off) and its message as a toast", async () => {
    updateSpotAction.mockResolvedValue({ ok: false, code: "VALIDATION_ERROR", message: "入力内容を確認してください", fieldErrors: { "fields.name.ja": ["tooLong:120"] } });
    const { nameJa, onOpenChange } = renderDialog(SPOT);
    save("保存");
    await waitFor(() => expect(document.getElementById("spot-name-ja-error")?.textContent).toBe("120文字以内で入力してください"));
    expect(updateSpotAction.mock.calls[0][0]).toMatchObject({ id: SPOT, fields: { destinationId: DESTINATION, name: { ja: "大涌谷" } } });
    expect(nameJa.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(nameJa));
    expect(toastError).toHaveBeenCalledWith("入力内容を確認してください");
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("sends the months picked, and an active spot needs its name in every language before anything is sent", async () => {
    createSpotAction.mockResolvedValue({ ok: true, data: { id: SPOT } });
    const { destination, nameJa } = renderDialog();
    fireEvent.change(destination, { target: { value: DESTINATION } });
    fireEvent.change(nameJa, { target: { value: "大涌谷" } });
    fireEvent.click(screen.getByRole("button", { name: "通年" }));
    for (const month of ["10月", "9月"]) fireEvent.click(screen.getByRole("button", { name: month }));
    fireEvent.change(screen.getByLabelText(/ステータス/), { target: { value: "active" } });
    save("作成");
    await waitFor(() => expect(document.getElementById("spot-name-en-error")?.textContent).toBe("公開中にするには、この言語の文も入力してください"));
    expect(createSpotAction).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/ステータス/), { target: { value: "draft" } });
    save("作成");
    await waitFor(() => expect(createSpotAction).toHaveBeenCalledTimes(1));
    expect(createSpotAction.mock.calls[0][0]).toMatchObject({ months: [9, 10], when: { ja: "" }, status: "draft" });
  });

  it("says when the server cannot be reached", async () => {
    updateSpotAction.mockRejectedValue(new TypeError("fetch failed"));
    renderDialog(SPOT);
    save("保存");
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("サーバーに接続できませんでした。通信環境を確認してもう一度お試しください"));
  });
});
