import { expect, test } from "./support/test";

// What arrives in the HTML itself, before any of the page's scripts run (issue 15: the largest
// paint should not wait for the page's JavaScript). The pages are asked for as a browser opens them.
const opened = { headers: { "sec-fetch-dest": "document" } };

/** The text of the element with this test id in an HTML document, or null. */
function testIdText(html: string, id: string): string | null {
  const match = new RegExp(`data-testid="${id}"[^>]*>([^<]+)<`).exec(html);
  return match ? match[1].trim() : null;
}

test("a first visit to the proposal gets a drawn destination in the HTML, and a visitor cookie", async ({ page, context }) => {
  const first = await page.request.get("/en/proposal?moods=ocean", opened);
  expect(first.status()).toBe(200);
  const html = await first.text();
  const name = testIdText(html, "destination-name");
  expect(name).toBeTruthy();
  expect(html).toContain('data-testid="pool-line"');
  const visitor = (await context.cookies()).find((c) => c.name === "tg_visitor");
  expect(visitor?.httpOnly).toBe(true);

  // Opened in the browser: the next destination (the first went to the request above), which the
  // screen keeps as drawn; a reload shows it again without drawing.
  await page.goto("/en/proposal?moods=ocean");
  await expect(page.getByTestId("destination-name")).not.toHaveText(name!);
  await expect(page.getByTestId("pool-line")).toContainText("2 of ");
  const shown = await page.getByTestId("destination-name").textContent();
  await page.reload();
  await expect(page.getByTestId("destination-name")).toHaveText(shown!);
  await expect(page.getByTestId("pool-line")).toContainText("2 of ");

  // A router prefetch of the page draws nothing: the next draw is the third.
  await page.request.get("/en/proposal?moods=ocean", { headers: { rsc: "1", "next-router-prefetch": "1" } });
  await page.getByTestId("next-proposal").click();
  await expect(page.getByTestId("pool-line")).toContainText("3 of ", { timeout: 15_000 });
});

test("the travel hub's HTML holds the empty state when no trip is kept, not when one is", async ({ page, context, baseURL }) => {
  // As rendered text (the page's messages also travel in its data, as JSON strings).
  const emptyTitle = ">No trip chosen yet<";
  const empty = await (await page.request.get("/en/travel-hub", opened)).text();
  expect(empty).toContain(emptyTitle);
  expect(empty).not.toContain('aria-busy="true"');
  await context.addCookies([{ name: "tg_chosen", value: "1", url: baseURL! }]);
  const kept = await (await page.request.get("/en/travel-hub", opened)).text();
  expect(kept).not.toContain(emptyTitle);
  expect(kept).toContain('aria-busy="true"');
});
