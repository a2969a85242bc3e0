import { expect, test } from "./support/test";
import { db, signedInAs, uniqueEmail } from "./support/auth";

// A back-office form in the browser: the action's schema checks it before anything is sent (the
// messages by the fields, in the console's language, focus on the first), a change clears a
// field's message, and a valid form is saved with a toast and lands in the database.

test("an administrator's new adventure hint is checked in the browser, then saved", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const { rows } = await db().query(`SELECT id, name_ja FROM destinations ORDER BY slug LIMIT 1`);
  const destination = rows[0] as { id: string; name_ja: string };
  const title = `朝霧の散歩道 ${Date.now()}`;
  await signedInAs(context, baseURL!, { email: uniqueEmail("forms-admin"), role: "admin" });

  await page.goto("/admin/adventure-hints/new");
  const create = page.getByRole("button", { name: "作成", exact: true });
  await create.click();
  await expect(page.getByText("入力内容を確認してください")).toBeVisible();

  const chooser = page.locator("#destinationId");
  await expect(chooser).toHaveAttribute("aria-invalid", "true");
  await expect(chooser).toBeFocused();
  await expect(page.locator("#destinationId-error")).toHaveText("形式が正しくありません");
  const titleJa = page.locator("#title-ja");
  await expect(titleJa).toHaveAttribute("aria-invalid", "true");
  await expect(titleJa).toHaveAttribute("aria-describedby", "title-ja-error");
  await expect(page.locator("#title-ja-error")).toHaveText("入力してください");
  await expect(page.locator("#description-ja-error")).toHaveText("入力してください");

  await chooser.selectOption(destination.id);
  await expect(page.locator("#destinationId-error")).toHaveCount(0);
  await titleJa.fill(title);
  await expect(page.locator("#title-ja-error")).toHaveCount(0);
  await page.locator("#description-ja").fill("夜明けの湖畔をゆっくり歩く。");
  await create.click();

  await expect(page.getByText("ヒントを作成しました")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/adventure-hints\\?destination=${destination.id}$`));
  const { rows: made } = await db().query(`SELECT destination_id, description_ja, rating FROM adventure_hints WHERE title_ja = $1`, [title]);
  expect(made).toEqual([{ destination_id: destination.id, description_ja: "夜明けの湖畔をゆっくり歩く。", rating: null }]);
});
