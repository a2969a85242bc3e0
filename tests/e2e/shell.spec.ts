import { expect, test } from "./support/test";

test("the debug page reports the language and direction the path sets", async ({ page }) => {
  await page.goto("/ko/debug?x=1");
  await expect(page.getByRole("heading", { name: "언어 설정 디버그" })).toBeVisible();
  await expect(page.getByTestId("debug-현재 언어")).toHaveText("ko");
  await expect(page.getByTestId("debug-html lang 속성")).toHaveText("ko");
  await expect(page.getByTestId("debug-쿼리 문자열")).toHaveText("x=1");
  await expect(page.getByTestId("debug-오른쪽에서 왼쪽 판정")).toHaveText("ar: rtl · he: rtl · ja: ltr");
});

test("the loading overlay shows its default message, then goes away", async ({ page }) => {
  await page.goto("/en/debug");
  await page.getByRole("button", { name: "Try the loading overlay" }).click();
  const overlay = page.getByTestId("loading-overlay");
  // One check for "shown with its message": the overlay lasts only 1.5 s.
  await expect(overlay).toContainText("Loading...");
  await expect(overlay).toBeHidden({ timeout: 5_000 });
});

test("the carousel wraps around and shows its captions; an empty one says so", async ({ page }) => {
  await page.goto("/debug");
  const carousel = page.getByRole("region", { name: "画像カルーセル" }).first();
  await expect(carousel.getByTestId("carousel-caption")).toHaveText("箱根 · Hakone");
  await carousel.getByRole("button", { name: "前の画像" }).click();
  await expect(carousel.getByTestId("carousel-caption")).toHaveText("草津温泉 · Kusatsu");
  await carousel.getByRole("button", { name: "次の画像" }).click();
  await expect(carousel.getByTestId("carousel-caption")).toHaveText("箱根 · Hakone");
  await carousel.getByRole("button", { name: "2枚目の画像を表示" }).click();
  await expect(carousel.getByTestId("carousel-caption")).toHaveText("鎌倉 · Kamakura");
  await expect(page.getByText("画像がありません")).toBeVisible();
});

test("toasts appear bottom-right and can be dismissed", async ({ page }) => {
  await page.goto("/en/debug");
  await page.getByRole("button", { name: "Try a toast" }).click();
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toContainText("This is a test notification");
  await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-x-position", "right");
  await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-y-position", "bottom");
  await toast.hover();
  await toast.getByRole("button", { name: /close/i }).click();
  await expect(toast).toBeHidden();
});
