import { deflateSync } from "node:zlib";
import { expect, test } from "./support/test";
import { db, signedInAs, uniqueEmail } from "./support/auth";

// An administrator's own upload states its rights before anything is sent: who made the picture
// and why we may publish it. The statement is kept as the photo's credit.

function png(): Buffer {
  const crc32 = (buf: Buffer) => {
    let c = ~0;
    for (const byte of buf) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(4, 0);
  ihdr.writeUInt32BE(3, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.concat(Array.from({ length: 3 }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(12, 0x60)])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}

test("an upload waits for its rights statement, then keeps it as the credit", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await signedInAs(context, baseURL!, { email: uniqueEmail("rights-admin"), role: "admin" });
  await page.goto("/admin/images");
  const choose = page.locator("button", { hasText: "ファイルを選択" });
  await expect(choose).toBeDisabled();
  await expect(page.getByTestId("rights-needed")).toHaveText("アップロードの前に、画像の権利を記入してください");

  const rights = page.getByTestId("upload-rights");
  await rights.getByLabel("撮影者・作者").fill("旅ガチャ編集部");
  await rights.getByLabel("自由なライセンスで公開されている（CC0・CC BY・CC BY-SA・パブリックドメイン）").check();
  await rights.getByLabel("ライセンス名（例: CC BY-SA 4.0）").fill("CC BY-NC 4.0");
  await rights.getByLabel("出典ページのURL").fill("https://example.org/photo");
  await rights.getByLabel("この画像を公開する権利があることを確認しました").check();
  // A licence that forbids commercial reuse is not one we can publish under.
  await expect(choose).toBeDisabled();
  await rights.getByLabel("自分（または当社）で撮影・制作した").check();
  await expect(choose).toBeEnabled();

  const name = `rights-${Date.now()}.png`;
  const chooser = page.waitForEvent("filechooser");
  await choose.click();
  await (await chooser).setFiles({ name, mimeType: "image/png", buffer: png() });
  await expect(page.getByText(name)).toBeVisible({ timeout: 20_000 });
  const { rows } = await db().query(`SELECT credit_source, credit_author, rights_basis, licence FROM stored_images WHERE filename = $1`, [name]);
  expect(rows).toEqual([{ credit_source: "upload", credit_author: "旅ガチャ編集部", rights_basis: "own", licence: "" }]);
});
