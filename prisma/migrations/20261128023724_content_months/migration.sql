-- AlterTable
ALTER TABLE "adventure_hints" ADD COLUMN     "months" INTEGER[] DEFAULT ARRAY[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]::INTEGER[],
ADD COLUMN     "when" JSONB;

-- AlterTable
ALTER TABLE "destinations" ADD COLUMN     "season_lines" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "local_spots" ADD COLUMN     "months" INTEGER[] DEFAULT ARRAY[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]::INTEGER[],
ADD COLUMN     "when" JSONB;
