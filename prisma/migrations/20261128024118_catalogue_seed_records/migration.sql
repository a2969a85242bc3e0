-- CreateTable
CREATE TABLE "catalogue_seed_records" (
    "entity" TEXT NOT NULL,
    "record_id" TEXT NOT NULL,
    "fields" JSONB NOT NULL,
    "seeded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "catalogue_seed_records_pkey" PRIMARY KEY ("entity","record_id")
);

-- CreateTable
CREATE TABLE "catalogue_seed_runs" (
    "id" UUID NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "summary" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "catalogue_seed_runs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "catalogue_seed_runs_created_at_idx" ON "catalogue_seed_runs"("created_at");
