-- AlterTable
ALTER TABLE "stored_images" ADD COLUMN     "credit_author" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "credit_source" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "licence" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "licence_url" TEXT,
ADD COLUMN     "source_url" TEXT;
