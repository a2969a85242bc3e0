import { expect, test } from "./support/test";
import { db, signedInAs, uniqueEmail } from "./support/auth";

// An administrator imports a photo for a destination from Wikimedia Commons (its fake); travellers
// then see it with its author, licence and source on the destination page and in the proposal.

test("a photo imported from Commons shows with its credit on the destination page and the proposal", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const { rows } = await db().query<{ id: string; hero_image_url: string }>("SELECT id, hero_image_url FROM destinations WHERE slug = 'kurashiki'");
  const [kurashiki] = rows;
  await signedInAs(context, baseURL!, { email: uniqueEmail("commons-admin"), role: "admin" });
  try {
    await page.goto(`/admin/destinations/${kurashiki.id}/settings`);
    const picker = page.getByTestId("commons-picker");
    await picker.getByRole("button", { name: "写真を探す" }).click();
    const candidates = picker.getByTestId("commons-candidate");
    // The non-commercial file of the fake is not offered.
    await expect(candidates).toHaveCount(3);
    await expect(picker).not.toContainText("CC BY-NC");
    await candidates.filter({ hasText: "CC BY-SA 4.0" }).getByRole("button", { name: "ヒーロー画像として取り込む" }).click();
    await expect(page.getByText("写真をクレジット付きで取り込み、ヒーロー画像にしました")).toBeVisible();

    await page.goto("/en/destinations/kurashiki");
    const credit = page.getByTestId("photo-credit");
    await expect(credit).toContainText("Photo: Hanako Yamada");
    await expect(credit.getByRole("link", { name: "CC BY-SA 4.0" })).toHaveAttribute("href", "https://creativecommons.org/licenses/by-sa/4.0");
    await expect(credit.getByRole("link", { name: "Wikimedia Commons" })).toHaveAttribute("href", "https://commons.wikimedia.org/wiki/File:Fake_onsen_street_at_dusk.jpg");
    await expect(page.locator('header img[src^="/photos/"]')).toHaveCount(1);

    await page.getByTestId("go-here").click();
    await expect(page.getByTestId("destination-name")).toHaveText("Kurashiki Bikan Historical Quarter", { timeout: 15_000 });
    await expect(page.getByTestId("photo-credit")).toContainText("Photo: Hanako Yamada · CC BY-SA 4.0 · Wikimedia Commons");
  } finally {
    await db().query("UPDATE destinations SET hero_image_url = $1 WHERE id = $2", [kurashiki.hero_image_url, kurashiki.id]);
  }
});
