-- CreateEnum
CREATE TYPE "BookingAnswerer" AS ENUM ('stay', 'admin');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "OutboxKind" ADD VALUE 'booking_received';
ALTER TYPE "OutboxKind" ADD VALUE 'booking_declined';
ALTER TYPE "OutboxKind" ADD VALUE 'booking_expired';
ALTER TYPE "OutboxKind" ADD VALUE 'stay_request';

-- AlterTable
ALTER TABLE "accommodations" ADD COLUMN     "last_check_in_time" TEXT,
ADD COLUMN     "reservations_email" TEXT;

-- AlterTable
ALTER TABLE "booking_requests" ADD COLUMN     "alternative_check_in" DATE,
ADD COLUMN     "alternative_check_out" DATE,
ADD COLUMN     "answer_by" TIMESTAMPTZ(3),
ADD COLUMN     "answered_at" TIMESTAMPTZ(3),
ADD COLUMN     "answered_by" "BookingAnswerer",
ADD COLUMN     "answered_by_user_id" TEXT,
ADD COLUMN     "decline_note" TEXT,
ADD COLUMN     "urgent" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "email_outbox" ADD COLUMN     "attachments" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "html" TEXT;

-- CreateIndex
CREATE INDEX "booking_requests_status_answer_by_idx" ON "booking_requests"("status", "answer_by");
