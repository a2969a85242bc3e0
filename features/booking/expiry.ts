import { enqueueEmail } from "@/features/outbox";
import type { Db } from "@/lib/db/create-client";
import { addDays, dbDate, isoOf, japanToday } from "@/lib/japan-time";
import { alternativeDates } from "./db-rules";
import { mailSelect } from "./mail/facts";
import { expiredMail } from "./mail/guest-mails";

// The lapse of unanswered requests. A request lapses at its answer deadline (the stay's check-in
// time on the check-in day); requests from before deadlines existed lapse once their check-in is
// before yesterday, as they always did. Each lapse cancels the request and writes the traveller's
// message (with the free dates around) in one transaction. No `server-only` marker: the
// operator's script (scripts/jobs) runs it outside the app.

/** Requests handled per run; the next run (minutes later) takes the rest. */
const EXPIRY_BATCH = 200;

export async function expirePendingBookings(db: Db, now = new Date()): Promise<number> {
  const yesterday = addDays(japanToday(now), -1);
  const lapsed = await db.bookingRequest.findMany({
    where: { status: "pending", OR: [{ answerBy: { lte: now } }, { answerBy: null, checkInDate: { lt: dbDate(yesterday) } }] },
    select: { id: true, accommodationId: true, checkInDate: true, checkOutDate: true },
    orderBy: { checkInDate: "asc" },
    take: EXPIRY_BATCH,
  });
  let count = 0;
  for (const b of lapsed) {
    const alternatives = await alternativeDates(db, b.accommodationId, isoOf(b.checkInDate), isoOf(b.checkOutDate), now);
    const done = await db.$transaction(async (tx) => {
      // Only if still pending: the stay may have answered a moment ago.
      const { count: changed } = await tx.bookingRequest.updateMany({ where: { id: b.id, status: "pending" }, data: { status: "cancelled" } });
      if (!changed) return false;
      await enqueueEmail(tx, expiredMail(await tx.bookingRequest.findUniqueOrThrow({ where: { id: b.id }, select: mailSelect }), alternatives));
      return true;
    });
    if (done) count++;
  }
  return count;
}
