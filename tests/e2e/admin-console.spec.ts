import { randomBytes, randomUUID } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { db, signedInAs, uniqueEmail } from "./support/auth";
import { insertBooking } from "./support/bookings";

// The console's safety nets on a phone: unsaved edits ask before an in-app link takes them away;
// a toast never covers the save bar's button; the error log lists, filters, opens and resolves
// what the app recorded; a stay with bookings is made private instead of deleted and leaves the
// traveller's pages; content shows in the console's language and is found in any language.

const signIn = (page: Page, baseURL: string) => signedInAs(page.context(), baseURL, { email: uniqueEmail("console-admin"), role: "admin" });

async function destinationId(slug: string) {
  return (await db().query(`SELECT id FROM destinations WHERE slug = $1`, [slug])).rows[0].id as string;
}

test("unsaved edits ask 'leave without saving?' before a back link or the menu takes them away", async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await page.goto(`/admin/destinations/${await destinationId("hakone")}`);
  const pitch = page.locator("#pitch-ja");
  await pitch.fill("湯けむりと芦ノ湖の町（編集中）");
  await expect(page.getByText("未保存の変更があります")).toBeVisible();

  await page.getByRole("link", { name: "目的地", exact: true }).click();
  const ask = page.getByRole("alertdialog", { name: "保存せずに移動しますか？" });
  await expect(ask).toContainText("移動すると変更は失われます");
  await expect(ask.getByRole("button", { name: "このページにとどまる" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/destinations\/[0-9a-f-]{36}$/);
  await expect(pitch).toHaveValue("湯けむりと芦ノ湖の町（編集中）");

  await page.getByRole("button", { name: "管理メニューを開く" }).click();
  await page.getByRole("link", { name: "予約リクエスト" }).click();
  await ask.getByRole("button", { name: "保存せずに移動" }).click();
  await expect(page).toHaveURL(/\/admin\/bookings$/);
  await expect(page.getByRole("heading", { name: "予約リクエスト" })).toBeVisible();
  const { rows } = await db().query(`SELECT pitch FROM destinations WHERE slug = 'hakone'`);
  expect(rows[0].pitch.ja).not.toBe("湯けむりと芦ノ湖の町（編集中）");

  // With nothing edited, links go at once.
  await page.goto(`/admin/destinations/${await destinationId("hakone")}`);
  await page.getByRole("link", { name: "目的地", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/destinations$/);
});

test("a toast never covers the save bar's button", async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await page.goto(`/admin/destinations/${await destinationId("kamakura")}`);
  await page.locator("#name-ja").fill("");
  const save = page.getByRole("button", { name: "保存", exact: true });
  await save.click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "入力内容を確認してください" });
  await expect(toast).toBeVisible();
  // The toast settles above the bar (sonner animates it in).
  await expect
    .poll(async () => {
      const [a, b] = [await toast.boundingBox(), await save.boundingBox()];
      return Boolean(a && b) && (a!.y + a!.height <= b!.y || b!.y + b!.height <= a!.y || a!.x + a!.width <= b!.x || b!.x + b!.width <= a!.x);
    })
    .toBe(true);
  await expect(save).toBeInViewport();
});

test("the error log lists what was recorded, filters and searches it, and an error is resolved and reopened", async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  const marker = `e2e-${randomBytes(4).toString("hex")}`;
  const id = randomUUID();
  await db().query(
    `INSERT INTO error_logs (id, message, stack, code, severity, context, timestamp, url, request_id)
     VALUES ($1, $2, $3, 'DATABASE_ERROR', 'critical', $4, now() - interval '5 minutes', '/api/bookings', $5),
            (gen_random_uuid(), $6, null, null, 'warning', '{"source":"browser"}', now() - interval '10 minutes', '/proposal', null)`,
    [id, `予約の保存に失敗 ${marker}`, `Error: 予約の保存に失敗\n    at save (${marker}.ts:1)`, JSON.stringify({ route: "POST /api/bookings", bookingId: marker }), `req-${marker}`, `ResizeObserver loop ${marker}`],
  );

  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: /^24時間で \d+件$/ }).click();
  await expect(page).toHaveURL(/\/admin\/errors\?period=24h$/);
  await expect(page.getByRole("heading", { name: "エラーログ" })).toBeVisible();

  await page.getByRole("searchbox", { name: "メッセージ、コード、URL、リクエストIDで検索" }).fill(marker);
  await expect(page).toHaveURL(new RegExp(`q=${marker}`));
  const rows = page.getByTestId("error-log-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`予約の保存に失敗 ${marker}`);
  // A filter in use (the period) keeps the phone's filters open.
  await page.getByRole("combobox", { name: "レベル" }).selectOption("critical");
  await expect(rows).toHaveCount(1);
  await page.getByRole("combobox", { name: "レベル" }).selectOption("");
  await expect(rows).toHaveCount(2);
  await page.getByRole("combobox", { name: "発生元" }).selectOption("browser");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`ResizeObserver loop ${marker}`);
  await page.getByRole("combobox", { name: "発生元" }).selectOption("");
  await expect(rows).toHaveCount(2);

  await rows.filter({ hasText: "予約の保存に失敗" }).click();
  await expect(page.getByRole("heading", { name: `予約の保存に失敗 ${marker}` })).toBeVisible();
  await expect(page.getByTestId("error-log-stack")).toContainText(`at save (${marker}.ts:1)`);
  await expect(page.getByTestId("error-log-context")).toContainText(`"bookingId": "${marker}"`);
  await expect(page.getByText(`req-${marker}`)).toBeVisible();
  await page.getByRole("button", { name: "解決済みにする" }).click();
  await expect(page.getByText("解決済みにしました")).toBeVisible();
  await expect(page.getByText(/^解決済み（.+、.+@example\.com）$/)).toBeVisible();

  await page.goto(`/admin/errors?state=open&q=${marker}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("ResizeObserver loop");
  await page.goto(`/admin/errors/${id}`);
  await page.getByRole("button", { name: "未対応に戻す" }).click();
  await expect(page.getByText("未対応に戻しました")).toBeVisible();
  await expect.poll(async () => (await db().query(`SELECT resolved_at FROM error_logs WHERE id = $1`, [id])).rows[0].resolved_at).toBeNull();
});

test("a stay with booking requests offers 'make private' instead of delete, and leaves the traveller's pages", async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  // A stay of its own (a copy of a seeded one), so no earlier run's cached page stands in for it.
  const stay = { id: randomUUID(), slug: `e2e-private-${randomBytes(3).toString("hex")}`, name_ja: `非公開テストの宿 ${randomBytes(2).toString("hex")}` };
  await db().query(
    `INSERT INTO accommodations
     SELECT (jsonb_populate_record(NULL::accommodations, to_jsonb(a) || jsonb_build_object('id', $1::text, 'slug', $2::text, 'name_ja', $3::text, 'name_en', '', 'translations', '{}'::jsonb))).*
       FROM accommodations a WHERE status = 'active' ORDER BY slug LIMIT 1`,
    [stay.id, stay.slug, stay.name_ja],
  );
  const { rows: dates } = await db().query(`SELECT to_char((now() AT TIME ZONE 'Asia/Tokyo')::date + 90, 'YYYY-MM-DD') AS a, to_char((now() AT TIME ZONE 'Asia/Tokyo')::date + 91, 'YYYY-MM-DD') AS b`);
  await insertBooking({ accommodationId: stay.id, checkIn: dates[0].a, checkOut: dates[0].b });
  const traveller = await page.request.get(`/accommodation/${stay.slug}`);
  expect(traveller.status()).toBe(200);

  await page.goto(`/admin/accommodations?q=${stay.slug}`);
  await expect(page.getByRole("button", { name: `${stay.name_ja}を削除` })).toHaveCount(0);
  await page.getByRole("button", { name: `「${stay.name_ja}」を非公開にする` }).click();
  const ask = page.getByRole("alertdialog", { name: `「${stay.name_ja}」は削除できません` });
  await expect(ask).toContainText("予約リクエストが1件あり");
  await ask.getByRole("button", { name: "非公開にする" }).click();
  await expect(page.getByText(`「${stay.name_ja}」を非公開にしました`)).toBeVisible();
  await expect(page.getByRole("list", { name: "宿泊施設" }).getByText("非公開", { exact: true })).toBeVisible();
  expect((await db().query(`SELECT status FROM accommodations WHERE id = $1`, [stay.id])).rows[0].status).toBe("inactive");
  expect((await page.request.get(`/accommodation/${stay.slug}`)).status()).toBe(404);
  expect((await page.request.get(`/accommodation/${stay.id}`, { maxRedirects: 0 })).status()).toBe(404);
});

test("the console shows content in its own language, marks Japanese stand-ins, and finds names in any language", async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  const { rows } = await db().query(`SELECT id, slug, name_ja, translations FROM accommodations ORDER BY slug LIMIT 1 OFFSET 5`);
  const stay = rows[0] as { id: string; slug: string; name_ja: string; translations: Record<string, Record<string, string>> };
  const korean = `테스트 온천 숙소 ${randomBytes(2).toString("hex")}`;
  // A Korean name to search for, and no Chinese one.
  const { zh: _noChinese, ...others } = stay.translations ?? {};
  await db().query(`UPDATE accommodations SET translations = $2 WHERE id = $1`, [stay.id, JSON.stringify({ ...others, ko: { ...(stay.translations?.ko ?? {}), name: korean } })]);
  try {
    await page.goto(`/ko/admin/accommodations?q=${encodeURIComponent(korean.slice(0, 9))}`);
    const list = page.getByRole("list", { name: "숙소" });
    await expect(list.getByRole("link", { name: korean, exact: true })).toBeVisible();

    // Chinese has no name for it: the Japanese one stands in, marked.
    await page.goto(`/zh/admin/accommodations?q=${stay.slug}`);
    const item = page.getByRole("list", { name: "住宿" }).getByRole("heading").first();
    await expect(item).toContainText(stay.name_ja);
    await expect(item.getByTestId("fallback-marker")).toHaveText("JA 尚无翻译，以日语显示");

    await page.goto("/en/admin/destinations?q=箱根");
    await expect(page.getByRole("heading", { name: "Hakone", exact: true })).toBeVisible();
    await page.goto(`/ko/admin/content?entity=accommodations&missing=0&q=${encodeURIComponent(korean.slice(0, 9))}`);
    // A streamed page keeps a hidden copy for a moment: what the administrator sees is the visible one.
    const found = page.getByTestId("translation-item").filter({ visible: true });
    await expect(found).toHaveCount(1);
    await expect(found.getByText(korean, { exact: true })).toBeVisible();
  } finally {
    await db().query(`UPDATE accommodations SET translations = $2 WHERE id = $1`, [stay.id, JSON.stringify(stay.translations ?? {})]);
  }
});
