-- CreateEnum
CREATE TYPE "Mood" AS ENUM ('mountain', 'ocean', 'river', 'zen', 'fire');

-- CreateEnum
CREATE TYPE "ContentStatus" AS ENUM ('active', 'inactive', 'draft');

-- CreateEnum
CREATE TYPE "AccommodationType" AS ENUM ('hotel', 'ryokan', 'guesthouse', 'villa', 'glamping');

-- CreateEnum
CREATE TYPE "BookingStatus" AS ENUM ('pending', 'confirmed', 'cancelled');

-- CreateEnum
CREATE TYPE "BookingSource" AS ENUM ('web', 'admin', 'phone');

-- CreateEnum
CREATE TYPE "HintCategory" AS ENUM ('onsen', 'nature', 'gourmet', 'culture', 'activity');

-- CreateEnum
CREATE TYPE "HintIcon" AS ENUM ('sparkles', 'mountain', 'utensils', 'camera', 'star');

-- CreateEnum
CREATE TYPE "SpotCategory" AS ENUM ('scenic', 'gourmet', 'activity', 'cafe', 'shopping', 'cultural', 'nature');

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('user', 'admin');

-- CreateEnum
CREATE TYPE "ErrorSeverity" AS ENUM ('info', 'warning', 'error', 'critical');

-- CreateEnum
CREATE TYPE "TransportMode" AS ENUM ('train', 'bus', 'car', 'walking');

-- CreateEnum
CREATE TYPE "StationKind" AS ENUM ('jr', 'private', 'mixed', 'airport');

-- CreateTable
CREATE TABLE "destinations" (
    "id" UUID NOT NULL,
    "slug" TEXT NOT NULL,
    "name_ja" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "name_ko" TEXT NOT NULL,
    "name_zh" TEXT NOT NULL,
    "description_ja" TEXT NOT NULL,
    "description_en" TEXT NOT NULL,
    "description_ko" TEXT NOT NULL,
    "description_zh" TEXT NOT NULL,
    "highlights" JSONB NOT NULL DEFAULT '[]',
    "prefecture" TEXT NOT NULL,
    "region" TEXT NOT NULL,
    "moods" "Mood"[],
    "tags" TEXT[],
    "hero_image_url" TEXT NOT NULL,
    "status" "ContentStatus" NOT NULL DEFAULT 'active',
    "is_featured" BOOLEAN NOT NULL DEFAULT false,
    "distance_from_tokyo_km" INTEGER NOT NULL,
    "travel_time_from_tokyo_minutes" INTEGER NOT NULL,
    "estimated_budget_min" INTEGER NOT NULL DEFAULT 15000,
    "estimated_budget_max" INTEGER NOT NULL DEFAULT 50000,
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    "main_station_id" TEXT,
    "alternative_station_ids" TEXT[],
    "access_notes" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "destinations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "accommodations" (
    "id" UUID NOT NULL,
    "slug" TEXT NOT NULL,
    "name_ja" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "area" TEXT NOT NULL,
    "destination_id" UUID,
    "type" "AccommodationType" NOT NULL,
    "prefecture" TEXT NOT NULL,
    "moods" "Mood"[],
    "features" TEXT[],
    "amenities" TEXT[],
    "description_ja" TEXT NOT NULL DEFAULT '',
    "translations" JSONB NOT NULL DEFAULT '{}',
    "price_per_night_min" INTEGER NOT NULL,
    "price_per_night_max" INTEGER NOT NULL,
    "rating" DOUBLE PRECISION NOT NULL DEFAULT 4.5,
    "review_count" INTEGER NOT NULL DEFAULT 0,
    "hero_image_url" TEXT NOT NULL,
    "gallery_images" JSONB NOT NULL DEFAULT '[]',
    "status" "ContentStatus" NOT NULL DEFAULT 'active',
    "is_featured" BOOLEAN NOT NULL DEFAULT false,
    "max_guests" INTEGER NOT NULL DEFAULT 4,
    "booking_url" TEXT,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "accommodations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "booking_requests" (
    "id" UUID NOT NULL,
    "confirmation_number" TEXT NOT NULL,
    "accommodation_id" UUID NOT NULL,
    "user_id" TEXT,
    "status" "BookingStatus" NOT NULL DEFAULT 'pending',
    "check_in_date" DATE NOT NULL,
    "check_out_date" DATE NOT NULL,
    "guest_name" TEXT NOT NULL,
    "guest_email" TEXT NOT NULL,
    "guest_phone" TEXT NOT NULL,
    "guest_count_adults" INTEGER NOT NULL DEFAULT 1,
    "guest_count_children" INTEGER NOT NULL DEFAULT 0,
    "special_requests" TEXT,
    "estimated_price" INTEGER NOT NULL,
    "source" "BookingSource" NOT NULL DEFAULT 'web',
    "metadata" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "booking_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "adventure_hints" (
    "id" UUID NOT NULL,
    "destination_id" UUID NOT NULL,
    "title_ja" TEXT NOT NULL,
    "description_ja" TEXT NOT NULL,
    "translations" JSONB NOT NULL DEFAULT '{}',
    "category" "HintCategory" NOT NULL,
    "icon_type" "HintIcon" NOT NULL DEFAULT 'star',
    "color_scheme" TEXT NOT NULL DEFAULT 'amber',
    "rating" DOUBLE PRECISION NOT NULL DEFAULT 4,
    "hero_image_url" TEXT,
    "gallery_images" JSONB NOT NULL DEFAULT '[]',
    "status" "ContentStatus" NOT NULL DEFAULT 'active',
    "is_featured" BOOLEAN NOT NULL DEFAULT false,
    "display_order" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "adventure_hints_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "local_spots" (
    "id" UUID NOT NULL,
    "destination_id" UUID NOT NULL,
    "name_ja" TEXT NOT NULL,
    "description_ja" TEXT NOT NULL DEFAULT '',
    "translations" JSONB NOT NULL DEFAULT '{}',
    "category" "SpotCategory" NOT NULL,
    "price_range" TEXT,
    "rating" DOUBLE PRECISION,
    "address" TEXT,
    "popularity_score" INTEGER NOT NULL DEFAULT 0,
    "is_featured" BOOLEAN NOT NULL DEFAULT false,
    "status" "ContentStatus" NOT NULL DEFAULT 'active',
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "tags" TEXT[],
    "best_season" TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "local_spots_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stations" (
    "id" TEXT NOT NULL,
    "name_ja" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "name_ko" TEXT NOT NULL,
    "name_zh" TEXT NOT NULL,
    "prefecture" TEXT NOT NULL,
    "lines" TEXT[],
    "kind" "StationKind" NOT NULL,
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    "popularity" INTEGER NOT NULL DEFAULT 3,
    "description" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "stations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "static_routes" (
    "id" TEXT NOT NULL,
    "destination_id" UUID NOT NULL,
    "origin_station_id" TEXT NOT NULL,
    "mode" "TransportMode" NOT NULL,
    "title" JSONB NOT NULL,
    "route_summary" TEXT NOT NULL,
    "duration_minutes" INTEGER NOT NULL,
    "fare_min" INTEGER NOT NULL,
    "fare_max" INTEGER NOT NULL,
    "transfers" INTEGER NOT NULL DEFAULT 0,
    "companies" TEXT[],
    "steps" JSONB NOT NULL DEFAULT '[]',
    "schedule" JSONB,
    "notes" JSONB NOT NULL DEFAULT '{}',
    "popularity" INTEGER NOT NULL DEFAULT 3,
    "source_note" TEXT NOT NULL,

    CONSTRAINT "static_routes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "users" (
    "id" TEXT NOT NULL,
    "name" TEXT,
    "email" TEXT,
    "email_verified" TIMESTAMPTZ(3),
    "image" TEXT,
    "role" "Role" NOT NULL DEFAULT 'user',
    "password_hash" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "accounts" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "provider_account_id" TEXT NOT NULL,
    "refresh_token" TEXT,
    "access_token" TEXT,
    "expires_at" INTEGER,
    "token_type" TEXT,
    "scope" TEXT,
    "id_token" TEXT,
    "session_state" TEXT,

    CONSTRAINT "accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" TEXT NOT NULL,
    "session_token" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "expires" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "verification_tokens" (
    "identifier" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "expires" TIMESTAMPTZ(3) NOT NULL
);

-- CreateTable
CREATE TABLE "stored_images" (
    "id" UUID NOT NULL,
    "filename" TEXT NOT NULL,
    "mime_type" TEXT NOT NULL,
    "byte_size" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,
    "width" INTEGER,
    "height" INTEGER,
    "alt_ja" TEXT NOT NULL DEFAULT '',
    "uploaded_by" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stored_images_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cache_entries" (
    "key" TEXT NOT NULL,
    "value" JSONB NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cache_entries_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "rate_limit_counters" (
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "window_start" TIMESTAMPTZ(3) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "rate_limit_counters_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "error_logs" (
    "id" UUID NOT NULL,
    "message" TEXT NOT NULL,
    "stack" TEXT,
    "code" TEXT,
    "severity" "ErrorSeverity" NOT NULL DEFAULT 'error',
    "context" JSONB NOT NULL DEFAULT '{}',
    "timestamp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "user_agent" TEXT,
    "url" TEXT,

    CONSTRAINT "error_logs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "destinations_slug_key" ON "destinations"("slug");

-- CreateIndex
CREATE INDEX "destinations_is_featured_status_prefecture_idx" ON "destinations"("is_featured", "status", "prefecture");

-- CreateIndex
CREATE INDEX "destinations_moods_idx" ON "destinations" USING GIN ("moods");

-- CreateIndex
CREATE UNIQUE INDEX "accommodations_slug_key" ON "accommodations"("slug");

-- CreateIndex
CREATE INDEX "accommodations_destination_id_idx" ON "accommodations"("destination_id");

-- CreateIndex
CREATE INDEX "accommodations_is_featured_status_prefecture_idx" ON "accommodations"("is_featured", "status", "prefecture");

-- CreateIndex
CREATE INDEX "accommodations_moods_idx" ON "accommodations" USING GIN ("moods");

-- CreateIndex
CREATE UNIQUE INDEX "booking_requests_confirmation_number_key" ON "booking_requests"("confirmation_number");

-- CreateIndex
CREATE INDEX "booking_requests_accommodation_id_status_idx" ON "booking_requests"("accommodation_id", "status");

-- CreateIndex
CREATE INDEX "booking_requests_guest_email_idx" ON "booking_requests"("guest_email");

-- CreateIndex
CREATE INDEX "booking_requests_user_id_idx" ON "booking_requests"("user_id");

-- CreateIndex
CREATE INDEX "booking_requests_status_check_in_date_idx" ON "booking_requests"("status", "check_in_date");

-- CreateIndex
CREATE INDEX "adventure_hints_destination_id_status_display_order_idx" ON "adventure_hints"("destination_id", "status", "display_order");

-- CreateIndex
CREATE INDEX "local_spots_destination_id_category_idx" ON "local_spots"("destination_id", "category");

-- CreateIndex
CREATE INDEX "static_routes_destination_id_origin_station_id_idx" ON "static_routes"("destination_id", "origin_station_id");

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "accounts_user_id_idx" ON "accounts"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "accounts_provider_provider_account_id_key" ON "accounts"("provider", "provider_account_id");

-- CreateIndex
CREATE UNIQUE INDEX "sessions_session_token_key" ON "sessions"("session_token");

-- CreateIndex
CREATE INDEX "sessions_user_id_idx" ON "sessions"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "verification_tokens_identifier_token_key" ON "verification_tokens"("identifier", "token");

-- CreateIndex
CREATE INDEX "stored_images_created_at_idx" ON "stored_images"("created_at");

-- CreateIndex
CREATE INDEX "cache_entries_expires_at_idx" ON "cache_entries"("expires_at");

-- CreateIndex
CREATE INDEX "rate_limit_counters_expires_at_idx" ON "rate_limit_counters"("expires_at");

-- CreateIndex
CREATE INDEX "error_logs_timestamp_idx" ON "error_logs"("timestamp");

-- CreateIndex
CREATE INDEX "error_logs_severity_timestamp_idx" ON "error_logs"("severity", "timestamp");

-- AddForeignKey
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_main_station_id_fkey" FOREIGN KEY ("main_station_id") REFERENCES "stations"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "accommodations" ADD CONSTRAINT "accommodations_destination_id_fkey" FOREIGN KEY ("destination_id") REFERENCES "destinations"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_accommodation_id_fkey" FOREIGN KEY ("accommodation_id") REFERENCES "accommodations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "adventure_hints" ADD CONSTRAINT "adventure_hints_destination_id_fkey" FOREIGN KEY ("destination_id") REFERENCES "destinations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "local_spots" ADD CONSTRAINT "local_spots_destination_id_fkey" FOREIGN KEY ("destination_id") REFERENCES "destinations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "static_routes" ADD CONSTRAINT "static_routes_destination_id_fkey" FOREIGN KEY ("destination_id") REFERENCES "destinations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "static_routes" ADD CONSTRAINT "static_routes_origin_station_id_fkey" FOREIGN KEY ("origin_station_id") REFERENCES "stations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stored_images" ADD CONSTRAINT "stored_images_uploaded_by_fkey" FOREIGN KEY ("uploaded_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
