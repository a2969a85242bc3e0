-- AlterTable
ALTER TABLE "error_logs" ADD COLUMN     "resolved_at" TIMESTAMPTZ(3),
ADD COLUMN     "resolved_by" TEXT;

-- CreateIndex
CREATE INDEX "error_logs_resolved_at_timestamp_idx" ON "error_logs"("resolved_at", "timestamp");
