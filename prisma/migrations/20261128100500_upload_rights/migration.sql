-- AlterTable
ALTER TABLE "stored_images" ADD COLUMN     "rights_basis" TEXT NOT NULL DEFAULT '';
