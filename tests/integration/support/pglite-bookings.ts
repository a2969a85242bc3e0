// An embedded PGlite database in PGLITE_DATA_DIR, prepared in its own process as `npm start`
// prepares it: `prepare` migrates it and writes a stay with a stale and a current pending
// request (printing their ids as JSON); `status` prints every request's status by id.
import { addDays, japanToday } from "@/lib/japan-time";
import { createDbClient } from "@/lib/db/create-client";
import { applyMigrations } from "@/lib/db/migrations";
import { openPGliteDb, pgliteRunner } from "@/lib/db/sql-runner";

const dir = process.env.PGLITE_DATA_DIR!;
if (process.argv[2] === "prepare") await applyMigrations(pgliteRunner(await openPGliteDb(dir)));
const { db, close } = await createDbClient({ pgliteDir: dir });
try {
  if (process.argv[2] === "prepare") {
    const today = japanToday();
    const stay = await db.accommodation.create({
      data: { slug: "pglite-stay", nameJa: "テストの宿", nameEn: "Test Inn", area: "テスト", type: "ryokan", prefecture: "神奈川県", pricePerNightMin: 10000, pricePerNightMax: 20000, heroImageUrl: "/images/accommodations/ryokan.svg" },
    });
    const insert = async (checkIn: string, checkOut: string) =>
      (
        await db.bookingRequest.create({
          data: { confirmationNumber: `TEST-${checkIn}`, accommodationId: stay.id, checkInDate: new Date(`${checkIn}T00:00:00Z`), checkOutDate: new Date(`${checkOut}T00:00:00Z`), guestName: "山田 花子", guestEmail: "hanako@example.com", guestPhone: "090-0000-0000", estimatedPrice: 10000 },
        })
      ).id;
    console.log(JSON.stringify({ stale: await insert(addDays(today, -3), addDays(today, -1)), current: await insert(addDays(today, 5), addDays(today, 6)) }));
  } else {
    const rows = await db.bookingRequest.findMany({ select: { id: true, status: true } });
    console.log(JSON.stringify(Object.fromEntries(rows.map((r) => [r.id, r.status]))));
  }
} finally {
  await close();
}
