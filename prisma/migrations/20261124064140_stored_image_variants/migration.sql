-- CreateTable
CREATE TABLE "stored_image_variants" (
    "image_id" UUID NOT NULL,
    "format" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "byte_size" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stored_image_variants_pkey" PRIMARY KEY ("image_id","format","width")
);

-- AddForeignKey
ALTER TABLE "stored_image_variants" ADD CONSTRAINT "stored_image_variants_image_id_fkey" FOREIGN KEY ("image_id") REFERENCES "stored_images"("id") ON DELETE CASCADE ON UPDATE CASCADE;
