-- AlterTable
ALTER TABLE "local_spots" ADD COLUMN     "closing_time" TEXT,
ADD COLUMN     "opening_time" TEXT;
