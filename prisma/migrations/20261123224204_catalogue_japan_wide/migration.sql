-- A catalogue for all of Japan in four languages: sources on every record, stations' lines and
-- descriptions and route texts in four languages, no invented ratings, regions as keys.
-- Existing values are converted in place (the seed then writes the new catalogue over them).


ALTER TYPE "StationKind" ADD VALUE 'bus';
ALTER TYPE "StationKind" ADD VALUE 'port';

-- AlterTable
ALTER TABLE "accommodations" ADD COLUMN     "address" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "check_in_time" TEXT,
ADD COLUMN     "check_out_time" TEXT,
ADD COLUMN     "price_basis" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "rooms" INTEGER,
ADD COLUMN     "sources" TEXT[],
ALTER COLUMN "rating" DROP NOT NULL,
ALTER COLUMN "rating" DROP DEFAULT,
ALTER COLUMN "review_count" DROP NOT NULL,
ALTER COLUMN "review_count" DROP DEFAULT;

-- AlterTable
ALTER TABLE "adventure_hints" ALTER COLUMN "rating" DROP NOT NULL,
ALTER COLUMN "rating" DROP DEFAULT;

-- AlterTable
ALTER TABLE "destinations" ADD COLUMN     "best_seasons" TEXT[],
ADD COLUMN     "pitch" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "sources" TEXT[];

-- AlterTable
ALTER TABLE "local_spots" ADD COLUMN     "sources" TEXT[];

-- AlterTable: route texts in four languages (a Japanese text stands for all four until reseeded)
ALTER TABLE "static_routes" ADD COLUMN     "estimate" BOOLEAN NOT NULL DEFAULT true,
ALTER COLUMN "route_summary" TYPE JSONB USING jsonb_build_object('ja', "route_summary", 'en', "route_summary", 'ko', "route_summary", 'zh', "route_summary"),
ALTER COLUMN "companies" TYPE JSONB USING to_jsonb("companies"),
ALTER COLUMN "companies" SET DEFAULT '[]',
ALTER COLUMN "companies" SET NOT NULL;

-- AlterTable: stations' lines and description in four languages
ALTER TABLE "stations" ADD COLUMN     "sources" TEXT[],
ALTER COLUMN "lines" TYPE JSONB USING to_jsonb("lines"),
ALTER COLUMN "lines" SET DEFAULT '[]',
ALTER COLUMN "lines" SET NOT NULL,
ALTER COLUMN "description" DROP DEFAULT,
ALTER COLUMN "description" DROP NOT NULL,
ALTER COLUMN "description" TYPE JSONB USING CASE WHEN "description" = '' THEN NULL ELSE jsonb_build_object('ja', "description", 'en', "description", 'ko', "description", 'zh', "description") END;

-- Regions by key (data/japan.ts) instead of their Japanese names
UPDATE "destinations" SET "region" = CASE "region"
  WHEN '北海道' THEN 'hokkaido' WHEN '東北' THEN 'tohoku' WHEN '関東' THEN 'kanto' WHEN '中部' THEN 'chubu'
  WHEN '近畿' THEN 'kinki' WHEN '中国' THEN 'chugoku' WHEN '四国' THEN 'shikoku'
  WHEN '九州' THEN 'kyushu-okinawa' WHEN '沖縄' THEN 'kyushu-okinawa' WHEN '九州・沖縄' THEN 'kyushu-okinawa'
  ELSE "region" END;

-- No invented ratings: the earlier catalogue's editorial ratings and review counts go
UPDATE "accommodations" SET "rating" = NULL, "review_count" = NULL;
UPDATE "adventure_hints" SET "rating" = NULL;
UPDATE "local_spots" SET "rating" = NULL;
