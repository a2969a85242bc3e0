-- Written by hand: Prisma cannot express these constraints, and its diff ignores them.

CREATE EXTENSION IF NOT EXISTS "btree_gist";

-- Two *confirmed* bookings of one accommodation can never overlap. Stays are half-open
-- ranges [check-in, check-out): a guest leaving on the 5th does not clash with one arriving on the 5th.
ALTER TABLE "booking_requests"
  ADD CONSTRAINT "booking_requests_no_overlapping_confirmed"
  EXCLUDE USING gist (
    "accommodation_id" WITH =,
    daterange("check_in_date", "check_out_date", '[)') WITH &&
  ) WHERE ("status" = 'confirmed');

ALTER TABLE "booking_requests"
  ADD CONSTRAINT "booking_requests_check_out_after_check_in" CHECK ("check_out_date" > "check_in_date");

ALTER TABLE "booking_requests"
  ADD CONSTRAINT "booking_requests_guest_counts" CHECK ("guest_count_adults" >= 1 AND "guest_count_children" >= 0);

ALTER TABLE "accommodations"
  ADD CONSTRAINT "accommodations_price_range" CHECK ("price_per_night_min" > 0 AND "price_per_night_max" >= "price_per_night_min");
