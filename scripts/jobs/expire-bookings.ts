// npm run jobs:expire-bookings — cancels pending booking requests whose check-in is before
// yesterday (Japan time). For cron or an operator; a scheduler without shell access can call
// POST /api/jobs/expire-bookings with the JOBS_TOKEN bearer instead. With the embedded database,
// stop the app first: PGlite allows one process at a time.
import { expirePendingBookings } from "../../features/booking/core";
import { createDbClient } from "../../lib/db/create-client";

const { db, close } = await createDbClient({ poolSize: 1 });
try {
  const cancelled = await expirePendingBookings(db);
  console.log(`Cancelled ${cancelled} expired pending booking request${cancelled === 1 ? "" : "s"}.`);
} finally {
  await close();
}
