-- CreateTable
CREATE TABLE "place_exclusions" (
    "user_id" TEXT NOT NULL,
    "destination_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "place_exclusions_pkey" PRIMARY KEY ("user_id","destination_id")
);

-- AddForeignKey
ALTER TABLE "place_exclusions" ADD CONSTRAINT "place_exclusions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
