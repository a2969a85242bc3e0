-- AlterTable
ALTER TABLE "error_logs" ADD COLUMN     "causes" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "error_class" TEXT,
ADD COLUMN     "request_id" TEXT;

-- CreateIndex
CREATE INDEX "error_logs_request_id_idx" ON "error_logs"("request_id");
