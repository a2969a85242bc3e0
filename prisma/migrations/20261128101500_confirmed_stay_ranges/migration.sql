-- Written by hand: Prisma does not express indexes on expressions, and its diff ignores them.
--
-- The draw leaves out a destination none of whose stays is free on the chosen dates, so with dates
-- it asks which stays have a confirmed booking overlapping them, across the whole catalogue
-- (features/proposal/free-stays.ts). The no-overlap constraint's index leads with the stay, so a
-- range test alone walks most of it (about 40 ms at a million bookings); a GiST index on the range
-- answers it from the bookings on those dates (well under a millisecond).
CREATE INDEX IF NOT EXISTS "booking_requests_confirmed_stay_range"
  ON "booking_requests" USING gist (daterange("check_in_date", "check_out_date", '[)'))
  WHERE ("status" = 'confirmed');
