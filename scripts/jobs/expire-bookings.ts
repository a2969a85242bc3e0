// npm run jobs:expire-bookings — cancels pending booking requests past their answer deadline (the
// stay's check-in time) and tells the travellers; the outbox sends the mails. The app does this itself at start and hourly; this is for an operator
// (or POST /api/jobs/expire-bookings with the JOBS_TOKEN bearer). It takes the same advisory lock
// as the app, so it never runs alongside it. With the embedded database, stop the app first:
// PGlite allows one process at a time.
import { purgeExpiredKeys } from "../../features/booking/db-rules";
import { expirePendingBookings } from "../../features/booking/expiry";
import { LOCK_KEYS, withAdvisoryLock } from "../../lib/db/advisory-lock";
import { createDbClient } from "../../lib/db/create-client";

const { db, session, close } = await createDbClient({ poolSize: 2 });
try {
  const outcome = await withAdvisoryLock(session, LOCK_KEYS.expireBookings, async () => {
    await purgeExpiredKeys(db);
    return expirePendingBookings(db);
  });
  if (!outcome.ran) console.log("Another run is in progress; nothing done.");
  else console.log(`Cancelled ${outcome.value} expired pending booking request${outcome.value === 1 ? "" : "s"}.`);
} finally {
  await close();
}
