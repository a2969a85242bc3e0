// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ja from "@/messages/ja.json";
import { addDays, japanToday } from "@/lib/japan-time";
import { BookingForm } from "./booking-form";

// The booking form on its own: the same schema as the endpoint checks it before anything is
// sent, messages appear by their fields (translated), and the server's field errors land there too.

const push = vi.fn();
vi.mock("@/i18n/navigation", () => ({ useRouter: () => ({ push }) }));
const toastError = vi.fn();
vi.mock("@/lib/toast", () => ({ toastError: (m: string) => toastError(m), toast: {} }));

const STAY = { id: "3b21aba6-20a7-42e6-9151-7de8af61fea2", name: "箱根の宿", area: "箱根湯本", image: { url: "/images/a.svg", caption: "宿" }, pricePerNightMin: 12000, maxGuests: 4 };
const checkIn = addDays(japanToday(), 30);
const INITIAL = { checkIn, checkOut: addDays(checkIn, 2), adults: 2, children: 0 };

const fetchMock = vi.fn();

function renderForm() {
  render(
    <NextIntlClientProvider locale="ja" messages={ja} timeZone="Asia/Tokyo">
      <BookingForm stay={STAY} holidays={{}} initial={INITIAL} />
    </NextIntlClientProvider>,
  );
  const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
  return { name: field("お名前"), email: field("メールアドレス"), phone: field("電話番号"), submit: screen.getByTestId("booking-submit") as HTMLButtonElement };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

beforeEach(() => {
  push.mockReset();
  toastError.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("BookingForm", () => {
  it("keeps submit disabled until name, e-mail and phone are filled", () => {
    const { name, email, phone, submit } = renderForm();
    expect(submit.disabled).toBe(true);
    type(name, "山田 花子");
    type(email, "hanako@example.com");
    expect(submit.disabled).toBe(true);
    type(phone, "090-1234-5678");
    expect(submit.disabled).toBe(false);
  });

  it("refuses a blank-looking name in the browser: the alert, the field's message and focus, nothing sent", async () => {
    const { name, email, phone, submit } = renderForm();
    type(name, "   ");
    type(email, "hanako@example.com");
    type(phone, "090-1234-5678");
    fireEvent.click(submit);
    expect((await screen.findByTestId("booking-alert")).textContent).toBe("必須項目を入力してください");
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(name.getAttribute("aria-describedby")).toBe("guestName-error");
    expect(document.getElementById("guestName-error")?.textContent).toBe("必須項目を入力してください");
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says a malformed e-mail by its field before sending, and forgets it once the address changes", async () => {
    const { name, email, phone, submit } = renderForm();
    type(name, "山田 花子");
    type(email, "hanako-at-example");
    type(phone, "090-1234-5678");
    fireEvent.click(submit);
    await waitFor(() => expect(document.getElementById("guestEmail-error")?.textContent).toBe("メールアドレスの形式が正しくありません"));
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByTestId("booking-alert")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(fetchMock).not.toHaveBeenCalled();
    type(email, "hanako@example.com");
    await waitFor(() => expect(document.getElementById("guestEmail-error")).toBeNull());
    expect(email.getAttribute("aria-invalid")).toBeNull();
  });

  it("sends what the schema made of the values, and shows the server's field errors by the field", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ ok: false, code: "VALIDATION_ERROR", message: "電話番号の形式が正しくありません", fieldErrors: { guestPhone: ["電話番号の形式が正しくありません"] } }), { status: 400 }));
    const { name, email, phone, submit } = renderForm();
    type(name, "  山田 花子 ");
    type(email, "Hanako@Example.com");
    type(phone, "090-1234-5678");
    fireEvent.click(submit);
    await waitFor(() => expect(submit.textContent).toBe("送信中…"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/bookings");
    expect(init.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(JSON.parse(init.body)).toEqual({
      accommodationId: STAY.id,
      language: "ja",
      ...INITIAL,
      guestName: "山田 花子",
      guestEmail: "hanako@example.com",
      guestPhone: "090-1234-5678",
      paymentMethod: "onsite",
    });
    await waitFor(() => expect(document.getElementById("guestPhone-error")?.textContent).toBe("電話番号の形式が正しくありません"), { timeout: 5000 });
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(submit.disabled).toBe(false);
    expect(toastError).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });

  it("sends the same request again with the same Idempotency-Key after a lost answer, and a changed one with a new key", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const { name, email, phone, submit } = renderForm();
    type(name, "山田 花子");
    type(email, "hanako@example.com");
    type(phone, "090-1234-5678");
    fireEvent.click(submit);
    await waitFor(() => expect(toastError).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2), { timeout: 5000 });
    await waitFor(() => expect(toastError).toHaveBeenCalledTimes(2), { timeout: 5000 });
    const keyOf = (call: number) => fetchMock.mock.calls[call][1].headers["idempotency-key"];
    expect(keyOf(1)).toBe(keyOf(0));
    type(phone, "090-1234-0000");
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3), { timeout: 5000 });
    expect(keyOf(2)).not.toBe(keyOf(0));
  });
});
