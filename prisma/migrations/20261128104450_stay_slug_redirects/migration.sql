-- CreateTable
CREATE TABLE "accommodation_slug_redirects" (
    "old_slug" TEXT NOT NULL,
    "accommodation_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "accommodation_slug_redirects_pkey" PRIMARY KEY ("old_slug")
);

-- CreateIndex
CREATE INDEX "accommodation_slug_redirects_accommodation_id_idx" ON "accommodation_slug_redirects"("accommodation_id");

-- AddForeignKey
ALTER TABLE "accommodation_slug_redirects" ADD CONSTRAINT "accommodation_slug_redirects_accommodation_id_fkey" FOREIGN KEY ("accommodation_id") REFERENCES "accommodations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
