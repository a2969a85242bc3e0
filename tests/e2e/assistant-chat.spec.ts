import { expect, test, type Page } from "./support/test";
import { LONG_REPLY_END } from "../fakes/services/openai-replies";

// The assistant's chat against the fake AI service (tests/fakes/services/openai.ts), which
// streams its reply in small pieces about 100 ms apart; a question with 詳しく gets a long
// reply (about 10 s), so a loaded machine still has time to watch it grow and to stop it.

const fakes = `http://127.0.0.1:${process.env.FAKES_PORT || 4010}`;
const END = "景色を眺めてみてください。";

test.beforeEach(async ({ context }, testInfo) => {
  // Each test is its own guest, so the per-address AI limits never add up across tests.
  await context.setExtraHTTPHeaders({ "x-forwarded-for": `198.18.${testInfo.workerIndex}.${(testInfo.repeatEachIndex * 50 + testInfo.title.length) % 250}` });
});

async function openChat(page: Page) {
  await page.goto("/ai-assistant");
  await expect(page.getByRole("heading", { level: 1, name: "AIアシスタント" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "AIチャット" })).toHaveAttribute("aria-selected", "true");
  return page.getByRole("textbox", { name: "メッセージ" });
}

async function streamRecord(prompt: string) {
  const streams = (await (await fetch(`${fakes}/openai/__streams`)).json()) as { prompt: string; completed: boolean; aborted: boolean }[];
  return streams.filter((s) => s.prompt === prompt);
}

test("the reply streams in progressively and then completes", async ({ page }) => {
  const input = await openChat(page);
  await input.fill("箱根のおすすめを詳しく教えて");
  await input.press("Enter");

  await expect(page.getByTestId("chat-user-message")).toHaveText(/箱根のおすすめを詳しく教えて/);
  const reply = page.getByTestId("chat-reply");
  // Part of the reply is on screen while the rest is still coming.
  await expect(reply).toContainText("についてお答えします");
  await expect(reply).toHaveAttribute("aria-busy", "true");
  expect(await reply.textContent()).not.toContain(LONG_REPLY_END);
  await expect(page.getByRole("button", { name: "停止" })).toBeVisible();
  // It keeps growing: the day-by-day part arrives later, as a Markdown heading.
  await expect(reply.getByRole("heading", { name: "1日目" })).toBeVisible({ timeout: 20_000 });

  await expect(reply).toContainText(LONG_REPLY_END, { timeout: 40_000 });
  await expect(reply).not.toHaveAttribute("aria-busy");
  await expect(page.getByRole("button", { name: "もう一度生成" })).toBeVisible();
  // The reply is rendered from Markdown-ish text, in a live region for screen readers.
  await expect(page.getByRole("log", { name: "会話" })).toBeVisible();
});

test("stop ends the reply cleanly and the server stops reading the AI service", async ({ page }) => {
  const input = await openChat(page);
  await input.fill("止めるテスト、詳しく");
  await input.press("Enter");
  const reply = page.getByTestId("chat-reply");
  await expect(reply).toContainText("についてお答えします");

  await page.getByRole("button", { name: "停止" }).click();
  await expect(page.getByText("ここで停止しました")).toBeVisible();
  await expect(page.getByTestId("chat-assistant-message")).toHaveAttribute("data-status", "stopped");
  // The app hung up on the AI service before its last piece, so nothing more can arrive.
  await expect
    .poll(() => streamRecord("止めるテスト、詳しく"), { timeout: 10_000 })
    .toEqual([{ prompt: "止めるテスト、詳しく", completed: false, aborted: true, chunks: expect.any(Number), sent: expect.any(Number) }]);
  expect(await reply.textContent()).not.toContain(LONG_REPLY_END);
  // The composer is ready again.
  await expect(page.getByRole("button", { name: "送信" })).toBeVisible();
});

test("regenerate sends the last user message again and replaces the reply", async ({ page }) => {
  const input = await openChat(page);
  await input.fill("鎌倉の雨の日");
  await input.press("Enter");
  await expect(page.getByTestId("chat-reply")).toContainText(END, { timeout: 20_000 });

  const resent = page.waitForRequest((r) => r.url().includes("/api/ai/chat") && r.method() === "POST");
  await page.getByRole("button", { name: "もう一度生成" }).click();
  const body = (await resent).postDataJSON() as { messages: { role: string; content: string }[] };
  expect(body.messages).toEqual([{ role: "user", content: "鎌倉の雨の日" }]);

  await expect(page.getByTestId("chat-reply")).toContainText(END, { timeout: 20_000 });
  await expect(page.getByTestId("chat-user-message")).toHaveCount(1);
  await expect(page.getByTestId("chat-assistant-message")).toHaveCount(1);
  await expect(page.getByTestId("chat-reply")).toContainText("「鎌倉の雨の日」についてお答えします");
  expect(await streamRecord("鎌倉の雨の日")).toHaveLength(2);
});

test("Enter sends, Shift+Enter starts a new line", async ({ page }) => {
  const input = await openChat(page);
  await input.click();
  await page.keyboard.type("一行目");
  await page.keyboard.press("Shift+Enter");
  await page.keyboard.type("二行目");
  await expect(input).toHaveValue("一行目\n二行目");
  await expect(page.getByTestId("chat-user-message")).toHaveCount(0);

  await page.keyboard.press("Enter");
  await expect(page.getByTestId("chat-user-message")).toHaveCount(1);
  expect(await page.getByTestId("chat-user-message").innerText()).toContain("一行目\n二行目");
  await expect(input).toHaveValue("");
});

test("empty or blank input is ignored", async ({ page }) => {
  const input = await openChat(page);
  let sent = 0;
  page.on("request", (r) => {
    if (r.url().includes("/api/ai/chat")) sent++;
  });
  const send = page.getByRole("button", { name: "送信" });
  await expect(send).toBeDisabled();
  await input.click();
  await page.keyboard.press("Enter");
  await page.keyboard.type("   ");
  await expect(send).toBeDisabled();
  await page.keyboard.press("Enter");
  // A real message afterwards goes through, so the ones before would have too.
  await page.keyboard.type("こんにちは");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("chat-user-message")).toHaveCount(1);
  await expect(page.getByTestId("chat-user-message")).toHaveText(/^(あなた: )?こんにちは$/);
  expect(sent).toBe(1);
});

test("a failed send removes the message and says so", async ({ page }) => {
  await page.route("**/api/ai/chat**", (route) =>
    route.fulfill({ status: 502, json: { ok: false, code: "AI_UPSTREAM", message: "AIサービスでエラーが発生しました。しばらくしてからお試しください" } }),
  );
  const input = await openChat(page);
  await input.fill("失敗するメッセージ");
  await input.press("Enter");
  await expect(page.getByText("メッセージの送信に失敗しました")).toBeVisible();
  await expect(page.getByText("AIサービスでエラーが発生しました。しばらくしてからお試しください")).toBeVisible();
  await expect(page.getByTestId("chat-user-message")).toHaveCount(0);
  await expect(page.getByText("失敗するメッセージ")).toHaveCount(0);
});

test("a suggestion starts the conversation", async ({ page }) => {
  await openChat(page);
  await page.getByRole("button", { name: "雨の日でも楽しめる鎌倉の過ごし方は？" }).click();
  await expect(page.getByTestId("chat-user-message")).toContainText("雨の日でも楽しめる鎌倉の過ごし方は？");
  await expect(page.getByTestId("chat-reply")).toContainText(END, { timeout: 20_000 });
});
