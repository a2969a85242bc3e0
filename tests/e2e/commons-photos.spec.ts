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

test("a stay's photo imported from Rakuten Travel replaces its location card, credited to the hotel", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const { rows } = await db().query<{ id: string; slug: string; gallery_images: unknown }>("SELECT id, slug, gallery_images FROM accommodations WHERE status = 'active' ORDER BY slug DESC LIMIT 1");
  const [stay] = rows;
  await signedInAs(context, baseURL!, { email: uniqueEmail("rakuten-admin"), role: "admin" });
  try {
    await page.goto(`/en/accommodation/${stay.slug}`);
    await expect(page.getByTestId("stay-location-card")).toBeVisible();

    await page.goto(`/admin/accommodations/edit/${stay.id}`);
    const picker = page.getByTestId("rakuten-picker");
    await picker.getByRole("button", { name: "楽天トラベルで探す" }).click();
    const first = picker.getByRole("listitem").first();
    const hotel = (await first.locator("p").first().textContent())!.trim();
    await first.getByRole("button", { name: "最初の写真として取り込む" }).click();
    await expect(page.getByText("写真をクレジット付きで取り込み、ギャラリーの最初に置きました")).toBeVisible();

    await page.goto(`/en/accommodation/${stay.slug}`);
    await expect(page.getByTestId("stay-location-card")).toHaveCount(0);
    await expect(page.getByTestId("photo-credit")).toHaveText(`Photo: ${hotel} · Rakuten Travel`);
    await expect(page.getByTestId("photo-credit").getByRole("link", { name: "Rakuten Travel" })).toHaveAttribute("href", /hotel\.travel\.rakuten\.co\.jp\/hotelinfo\/plan\/\d+$/);
  } finally {
    await db().query("UPDATE accommodations SET gallery_images = $1 WHERE id = $2", [JSON.stringify(stay.gallery_images), stay.id]);
  }
});
