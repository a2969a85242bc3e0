-- CreateTable
CREATE TABLE "cache_tag_expirations" (
    "tag" TEXT NOT NULL,
    "stale_at" TIMESTAMPTZ(3) NOT NULL,
    "expired_at" TIMESTAMPTZ(3),
    "version" BIGINT NOT NULL DEFAULT 1,

    CONSTRAINT "cache_tag_expirations_pkey" PRIMARY KEY ("tag")
);

-- CreateTable
CREATE TABLE "job_runs" (
    "name" TEXT NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL,
    "runs" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "job_runs_pkey" PRIMARY KEY ("name")
);
