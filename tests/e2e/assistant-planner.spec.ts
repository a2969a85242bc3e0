import { signedInAs, uniqueEmail } from "./support/auth";
import { expect, test, type Page } from "./support/test";

// The planner and the status tab against the fake AI service, whose plans mention 箱根, 宮ノ下
// and 富士屋ホテル, which the seeded catalogue holds.

test.beforeEach(async ({ context }, testInfo) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": `198.19.${testInfo.workerIndex}.${testInfo.title.length % 250}` });
});

async function openPlanner(page: Page) {
  await page.goto("/ai-assistant");
  await page.getByRole("tab", { name: "旅行プランナー" }).click();
  await expect(page).toHaveURL(/\?tab=planner$/);
  await expect(page.getByRole("heading", { name: "旅行プランナー" })).toBeVisible();
}

test("a plan comes with stays and destinations from our catalogue, then follow-ups", async ({ page }) => {
  await openPlanner(page);
  await page.getByRole("button", { name: "プランを作成" }).click();
  await expect(page.getByText("目的地を入力してください")).toBeVisible();

  await page.getByLabel("目的地").fill("箱根");
  await expect(page.getByRole("radio", { name: "3万〜5万円" })).toHaveAttribute("aria-checked", "true");
  await page.getByRole("checkbox", { name: "のんびり" }).click();
  await page.getByRole("checkbox", { name: "グルメ" }).click();
  await page.getByRole("radio", { name: "ちょっと贅沢に" }).click();
  await page.getByRole("button", { name: "人数を増やす" }).click();
  await expect(page.getByText("3名")).toBeVisible();
  await page.getByLabel("日程").selectOption({ label: "1泊2日" });

  const planned = page.waitForRequest((r) => r.method() === "POST" && r.url().includes("/api/ai/plan"));
  await page.getByRole("button", { name: "プランを作成" }).click();
  expect((await planned).postData()).toContain("箱根");
  await expect(page.getByText("旅行プランを生成しました")).toBeVisible({ timeout: 20_000 });

  const result = page.getByTestId("plan-result");
  await expect(result.getByRole("heading", { name: "箱根 1泊2日のおすすめプラン" })).toBeVisible();
  const stays = result.getByTestId("recommended-stay");
  await expect(stays.first()).toContainText("富士屋ホテル");
  await expect(stays.first()).toContainText("宮ノ下");
  await expect(stays.first()).toContainText("1泊 40,000〜90,000円");
  expect(await stays.count()).toBeLessThanOrEqual(3);
  const destinations = result.getByTestId("recommended-destination");
  await expect(destinations).toHaveCount(1);
  await expect(destinations.first()).toContainText("箱根");
  await expect(destinations.first()).toContainText("神奈川県");
  // Tokens and the model are for administrators.
  await expect(result.getByTestId("ai-meta")).toHaveCount(0);

  await page.getByRole("button", { name: "旅程を最適化" }).click();
  await expect(page.getByText("旅程を最適化しました")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("optimised-itinerary")).toContainText("富士屋ホテルにチェックイン");
  await expect(page.getByTestId("optimised-itinerary")).toContainText("1日目");

  await page.getByRole("button", { name: "宿の提案を見る" }).click();
  await expect(page.getByText("宿泊施設の推薦を取得しました")).toBeVisible({ timeout: 20_000 });
  // Hakone's stays within the budget, nearest the town's centre first (no invented rating to sort by).
  await expect(page.getByTestId("stay-recommendations").getByTestId("recommended-stay").first()).toContainText("萬翠楼 福住");

  await page.getByRole("button", { name: "旅のアドバイス" }).click();
  await expect(page.getByTestId("travel-advice")).toContainText("羽織るもの", { timeout: 20_000 });
});

test("question mode needs text and finds the places the answer names", async ({ page }) => {
  await openPlanner(page);
  await page.getByRole("radio", { name: "質問で相談" }).click();
  await page.getByRole("button", { name: "プランを作成" }).click();
  await expect(page.getByText("質問を入力してください")).toBeVisible();

  await page.getByLabel("質問").fill("海と温泉の両方を楽しめる場所は？");
  await page.getByRole("button", { name: "プランを作成" }).click();
  await expect(page.getByText("旅行プランを生成しました")).toBeVisible({ timeout: 20_000 });
  const destinations = page.getByTestId("recommended-destination");
  await expect(destinations).toHaveCount(2);
  await expect(destinations.nth(0)).toContainText("鎌倉");
  await expect(destinations.nth(1)).toContainText("箱根");
});

test("the status tab tells a traveller that the AI service answers, without model or token limits", async ({ page }) => {
  await page.goto("/ai-assistant?tab=status");
  await expect(page.getByRole("tab", { name: "サービス状況" })).toHaveAttribute("aria-selected", "true");
  const status = page.getByTestId("ai-status");
  await expect(status).toHaveAttribute("data-status", "ok");
  await expect(status).toContainText("正常に応答しています");
  await expect(page.getByText(/\d+ミリ秒/)).toBeVisible();
  await expect(page.getByText("状況は60秒ごとに自動で更新されます。", { exact: false })).toBeVisible();
  await expect(page.getByTestId("ai-status-model")).toHaveCount(0);
  await expect(page.getByText("gpt-4o-mini")).toHaveCount(0);
  await expect(page.getByText(/トークン/)).toHaveCount(0);
});

test("an administrator also sees the model and the token limit", async ({ page, context, baseURL }) => {
  await signedInAs(context, baseURL!, { email: uniqueEmail("ai-admin"), role: "admin" });
  await page.goto("/ai-assistant?tab=status");
  await expect(page.getByTestId("ai-status")).toHaveAttribute("data-status", "ok");
  await expect(page.getByTestId("ai-status-model")).toHaveText("gpt-4o-mini");
  await expect(page.getByText(/トークン/)).toBeVisible();
});

test("the assistant speaks English at /en", async ({ page }) => {
  await page.goto("/en/ai-assistant?tab=status");
  await expect(page.getByRole("heading", { level: 1, name: "AI assistant" })).toBeVisible();
  await expect(page.getByTestId("ai-status")).toContainText("Answering normally");
});
