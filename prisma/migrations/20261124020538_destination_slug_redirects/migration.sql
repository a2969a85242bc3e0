-- CreateTable
CREATE TABLE "destination_slug_redirects" (
    "old_slug" TEXT NOT NULL,
    "destination_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "destination_slug_redirects_pkey" PRIMARY KEY ("old_slug")
);

-- CreateIndex
CREATE INDEX "destination_slug_redirects_destination_id_idx" ON "destination_slug_redirects"("destination_id");

-- AddForeignKey
ALTER TABLE "destination_slug_redirects" ADD CONSTRAINT "destination_slug_redirects_destination_id_fkey" FOREIGN KEY ("destination_id") REFERENCES "destinations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
